import { aHistory, createFakeSiteApi, signedInState } from '@maple/testing';
import { act, screen } from '@testing-library/react';
import { failure, memberSurveys, ok, publicSurveys, surveyDetail } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { SurveyPage } from '../components/survey-page';
import { SURVEY_EMBED_READY_EVENT, type SurveyEmbed } from '../services/survey-embed';

const embed = () => (window as Window & { mapleSurveys?: SurveyEmbed }).mapleSurveys;
const member = { ...signedInState(), cookiesAccepted: true };

describe('the survey embed interface on the survey page', () => {
  it('is on window.mapleSurveys while the page is mounted, announced by an event, and gone after', () => {
    const ready = jest.fn();
    window.addEventListener(SURVEY_EMBED_READY_EVENT, ready);
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    const { unmount } = renderPage(<SurveyPage />, { path: '/survey/', props: { api } });

    expect(embed()?.version).toBe(1);
    expect(ready).toHaveBeenCalledTimes(1);
    unmount();
    expect(embed()).toBeUndefined();
    window.removeEventListener(SURVEY_EMBED_READY_EVENT, ready);
  });

  it('announces itself again, signed in, once the member’s session is restored after the page loaded', () => {
    const ready: unknown[] = [];
    const listener = (event: Event) => void ready.push((event as CustomEvent).detail);
    window.addEventListener(SURVEY_EMBED_READY_EVENT, listener);
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()), memberSurveys: ok(memberSurveys()), history: ok(aHistory()) });
    const { props } = renderPage(<SurveyPage />, { path: '/survey/', props: { api } });

    act(() => props.setSiteState(signedInState()));

    expect(ready).toEqual([
      { version: 1, signedIn: false },
      { version: 1, signedIn: true },
    ]);
    window.removeEventListener(SURVEY_EMBED_READY_EVENT, listener);
  });

  it('waits for a member whose session is being taken up, and opens the survey rather than asking them to sign in', async () => {
    const deq = surveyDetail({ surveyId: 1291, key: 'deq', title: 'A little more about you' });
    const { api } = createFakeSiteApi({ memberSurveys: ok(memberSurveys()), history: ok(aHistory()), survey: ok(deq) });
    const { props } = renderPage(<SurveyPage />, {
      path: '/survey/',
      props: { api, state: { cookiesAccepted: true, sessionRestoring: true } },
    });

    const outcome = embed()?.triggerManualScenario('deq');
    await act(async () => props.setSiteState({ ...member, sessionRestoring: false }));

    await expect(outcome).resolves.toEqual({ status: 'opened', surveyId: 1291 });
    expect(props.asked.filter((asked) => asked.command === 'promptLogin')).toEqual([]);
  });

  it('asks a visitor to sign in once no stored session is being taken up', async () => {
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    const { props } = renderPage(<SurveyPage />, { path: '/survey/', props: { api, state: { sessionRestoring: true } } });

    const outcome = embed()?.triggerManualScenario('feedback');
    await act(async () => {});
    expect(props.asked.filter((asked) => asked.command === 'promptLogin')).toEqual([]);
    await act(async () => props.setSiteState({ sessionRestoring: false }));

    await expect(outcome).resolves.toEqual({ status: 'signInRequired' });
    expect(props.asked.filter((asked) => asked.command === 'promptLogin')).toHaveLength(1);
  });

  it('tells whether the member completed a scenario survey, from their surveys', async () => {
    const { api } = createFakeSiteApi({
      memberSurveys: ok(memberSurveys({ 1292: { status: 'completed', completedAt: '2026-11-20T12:00:00Z' } })),
      history: ok(aHistory()),
    });
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state: member } });

    await expect(embed()?.hasCompletedScenarioSurvey('feedback')).resolves.toBe(true);
    await expect(embed()?.hasCompletedScenarioSurvey('deq')).resolves.toBe(false);
  });

  it('opens a scenario’s survey on the page when triggered', async () => {
    const deq = surveyDetail({ surveyId: 1291, key: 'deq', title: 'A little more about you' });
    const { api } = createFakeSiteApi({ memberSurveys: ok(memberSurveys()), history: ok(aHistory()), survey: ok(deq) });
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state: member } });

    let outcome: unknown;
    await act(async () => {
      outcome = await embed()?.triggerManualScenario('deq');
    });

    expect(outcome).toEqual({ status: 'opened', surveyId: 1291 });
    expect(await screen.findByRole('heading', { name: 'A little more about you' })).toBeInTheDocument();
  });

  it('opens the error modal with 1284 when the DEQ survey cannot be loaded, and 1285 for the feedback survey', async () => {
    const { api } = createFakeSiteApi({
      memberSurveys: ok(memberSurveys()),
      history: ok(aHistory()),
      survey: failure('serviceNotAvailable', 503),
    });
    const { props } = renderPage(<SurveyPage />, { path: '/survey/', props: { api, state: member } });

    await act(async () => {
      await expect(embed()?.triggerManualScenario('deq')).resolves.toEqual({ status: 'failed', code: 1284 });
      await expect(embed()?.triggerManualScenario('feedback')).resolves.toEqual({ status: 'failed', code: 1285 });
    });

    expect(props.asked.filter((asked) => asked.command === 'showError').map((asked) => asked.argument)).toEqual([1284, 1285]);
  });

  it('asks a visitor to sign in, coming back to the scenario’s survey', async () => {
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    const { props } = renderPage(<SurveyPage />, { path: '/fr/sondage/', props: { api } });

    await expect(embed()?.triggerManualScenario('feedback')).resolves.toEqual({ status: 'signInRequired' });
    expect(props.asked).toEqual([{ command: 'promptLogin', argument: { reason: 'survey', returnTo: '/fr/sondage/?scenario=feedback' } }]);
  });

  it('finds the scenario’s survey when a member comes back to ?scenario=', async () => {
    const feedback = surveyDetail({ surveyId: 1292, key: 'feedback', title: 'Your visit today' });
    const { api } = createFakeSiteApi({ memberSurveys: ok(memberSurveys()), history: ok(aHistory()), survey: ok(feedback) });
    renderPage(<SurveyPage />, { path: '/survey/?scenario=feedback', props: { api, state: member } });

    expect(await screen.findByRole('heading', { name: 'Your visit today' })).toBeInTheDocument();
  });

  it('shows the scenario’s code when its survey cannot be found after sign-in', async () => {
    const { api } = createFakeSiteApi({ memberSurveys: ok({ surveys: [] }), history: ok(aHistory()) });
    const { props } = renderPage(<SurveyPage />, { path: '/survey/?scenario=deq', props: { api, state: member } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Error code: 1284.');
    expect(props.asked).toEqual([{ command: 'showError', argument: 1284 }]);
  });
});
