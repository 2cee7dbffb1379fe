import type { SurveyAnswer } from '@maple/contracts';
import { aHistory, anEarning, aTransaction, createFakeSiteApi, type FakeAnswer, signedInState } from '@maple/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, memberSurveys, ok, publicSurveys, surveyDetail, withAnswers } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { SurveyPage } from './survey-page';

const loads: SurveyAnswer = { questionId: 'loads', kind: 'single', optionId: '3-5' };
const products: SurveyAnswer = { questionId: 'products', kind: 'multiple', optionIds: ['pods'] };
const smell: SurveyAnswer = { questionId: 'smell', kind: 'scale', value: 4 };
const member = { ...signedInState(), cookiesAccepted: true };

/** A fake API that keeps the answers it is sent, like the real one. */
function surveyApi(start = surveyDetail(), extra: Parameters<typeof createFakeSiteApi>[0] = {}) {
  let survey = start;
  const fake = createFakeSiteApi({
    survey: () => ok(survey),
    saveSurveyAnswers: (input) => {
      const { answers } = (input as { body: { answers: SurveyAnswer[] } }).body;
      const kept = survey.answers.filter((answer) => !answers.some((given) => given.questionId === answer.questionId));
      survey = withAnswers(survey, [...kept, ...answers]);
      return ok(survey);
    },
    completeSurvey: ok(anEarning()),
    memberSurveys: ok(memberSurveys()),
    history: ok(aHistory()),
    ...extra,
  });
  return {
    ...fake,
    saved: (): SurveyAnswer[][] =>
      fake.calls
        .filter((call) => call.id === 'saveSurveyAnswers')
        .map((call) => (call.input as { body: { answers: SurveyAnswer[] } }).body.answers),
  };
}

describe('SurveyPage, one survey', () => {
  it('asks a visitor to sign in, coming back to this same survey', async () => {
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    const { props } = renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api } });

    expect(await screen.findByRole('heading', { name: 'Sign in to take “Laundry day”' })).toBeInTheDocument();
    expect(screen.getByText('It earns 100 points, 1 cause point and 5 sweepstakes entries.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to start this survey' }));

    expect(props.asked).toEqual([{ command: 'promptLogin', argument: { reason: 'survey', returnTo: '/survey/?survey=1285' } }]);
  });

  it('tells an opted-out member how to opt back in, not to sign in, and opens no survey the API would refuse', async () => {
    const { api, calls } = surveyApi();
    renderPage(<SurveyPage />, {
      path: '/survey/?survey=1285',
      props: { api, state: { ...member, ...signedInState({ optedOut: true }) } },
    });

    expect(screen.getByText('Your membership is inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to start this survey' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.id === 'survey')).toBe(false);
  });

  it('asks a member for all cookies before the survey opens', () => {
    const { api, calls } = surveyApi();
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: { ...member, cookiesAccepted: null } } });

    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('You have not made your cookie choice yet.');
    expect(within(notice).getByRole('button', { name: 'Accept all cookies' })).toBeInTheDocument();
    expect(calls.some((call) => call.id === 'survey')).toBe(false);
  });

  it('opens the waiting survey, with no reload, once the member accepts all cookies from the page', async () => {
    const { api } = surveyApi();
    const { props } = renderPage(<SurveyPage />, {
      path: '/survey/?survey=1285',
      props: { api, state: { ...member, cookiesAccepted: null } },
    });

    expect(screen.getByText('Your choice applies at once; nothing you answered is lost.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }));

    expect(props.asked).toEqual([{ command: 'acceptAllCookies', argument: undefined }]);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.queryByText('Surveys need all cookies')).not.toBeInTheDocument();
  });

  it('shows one question at a time with the member’s progress, and insists on an answer to a required one', async () => {
    const { api, saved } = surveyApi();
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    expect(await screen.findByRole('heading', { name: 'Laundry day' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuetext', 'Questions answered: 0 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByRole('group', { name: 'How many loads of laundry do you do a week?' })).toHaveAccessibleDescription(
      'Error: Choose an answer.',
    );
    expect(saved()).toEqual([]);
  });

  it('saves each answer as the member goes, and takes them to the next question', async () => {
    const { api, saved } = surveyApi();
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    await userEvent.click(await screen.findByRole('radio', { name: '3 to 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByRole('heading', { name: 'Question 2 of 4' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'What do you use? (optional)' })).toHaveAccessibleDescription('Choose up to 2 answers.');
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuetext', 'Questions answered: 1 of 4');
    expect(saved()).toEqual([[loads]]);
  });

  it('refuses more choices than a question allows, in words', async () => {
    const { api, saved } = surveyApi(withAnswers(surveyDetail(), [loads]));
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    for (const name of ['Detergent pods', 'Liquid detergent', 'Fabric softener'])
      await userEvent.click(await screen.findByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByRole('group', { name: 'What do you use? (optional)' })).toHaveAccessibleDescription(
      'Choose up to 2 answers. Error: Choose no more than 2 answers.',
    );
    expect(saved()).toEqual([]);
  });

  it('resumes where the member left, with their answers, and goes back to change one', async () => {
    const { api, saved } = surveyApi(withAnswers(surveyDetail(), [loads, products]));
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    expect(await screen.findByRole('heading', { name: 'Question 3 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How much does a fresh scent matter to you?' })).toHaveAccessibleDescription(
      'From 1 (Not at all) to 5 (Very much).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous question' }));

    expect(await screen.findByRole('checkbox', { name: 'Detergent pods' })).toBeChecked();
    expect(saved()).toEqual([]);
  });

  it('keeps a valid answer and goes back to the list on “Save and finish later”', async () => {
    const { api, saved } = surveyApi(withAnswers(surveyDetail(), [loads, products]));
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    await userEvent.click(await screen.findByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and finish later' }));

    expect(await screen.findByRole('region', { name: 'Choose a survey' })).toBeInTheDocument();
    expect(saved()).toEqual([[smell]]);
  });

  it('completes the survey after the last answer and shows its points, the cause point and the 5 entries', async () => {
    const { api, calls, saved } = surveyApi(withAnswers(surveyDetail(), [loads, products, smell]));
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    await userEvent.type(await screen.findByRole('textbox', { name: 'Any laundry tip to share? (optional)' }), '  Cold water  ');
    await userEvent.click(screen.getByRole('button', { name: 'Finish the survey' }));

    expect(await screen.findByRole('heading', { name: 'Thank you! You completed “Laundry day”' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! You completed “Laundry day”')).toHaveFocus();
    const earned = screen.getByText('Added to your account:').parentElement as HTMLElement;
    expect(
      within(earned)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['+100 points', '1 cause point for the charity you support', '5 sweepstakes entries']);
    expect(screen.getByText(/Your balance is now/)).toHaveTextContent('Your balance is now 350 points.');
    expect(saved()).toEqual([[{ questionId: 'tips', kind: 'text', text: 'Cold water' }]]);
    expect(calls.filter((call) => call.id === 'completeSurvey').map((call) => call.input)).toEqual([{ params: { surveyId: '1285' } }]);
  });

  it('reads the member’s earnings again once the survey is completed, as the header’s balance and the history do', async () => {
    const { api, calls } = surveyApi(withAnswers(surveyDetail(), [loads, products, smell]));
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });
    const historyReads = () => calls.filter((call) => call.id === 'history').length;
    await screen.findByRole('button', { name: 'Finish the survey' });
    await waitFor(() => expect(historyReads()).toBe(1));

    await userEvent.click(screen.getByRole('button', { name: 'Finish the survey' }));

    expect(await screen.findByRole('heading', { name: 'Thank you! You completed “Laundry day”' })).toBeInTheDocument();
    await waitFor(() => expect(historyReads()).toBe(2));
  });

  it('says so when the survey had already been credited', async () => {
    const { api } = surveyApi(withAnswers(surveyDetail(), [loads, products, smell]), {
      completeSurvey: ok(anEarning({ pointsAwarded: 0, causePointsAwarded: 0, sweepstakesEntries: 0, alreadyCredited: true })),
    });
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    await userEvent.click(await screen.findByRole('button', { name: 'Finish the survey' }));

    expect(await screen.findByText(/had already been credited to your account/)).toBeInTheDocument();
    expect(screen.queryByText('Added to your account:')).not.toBeInTheDocument();
  });

  it('tells a member whose email is not confirmed how to earn, keeping their answers, and sends the link again', async () => {
    const { api, calls } = surveyApi(withAnswers(surveyDetail(), [loads, products, smell]), {
      completeSurvey: failure('emailNotVerified', 403, 'Email not verified'),
      resendVerificationEmail: ok({ ok: true }),
    });
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    await userEvent.click(await screen.findByRole('button', { name: 'Finish the survey' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Confirm your email address to earn points');
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));

    expect(await within(notice).findByText('We sent the link again. It can take a few minutes to arrive.')).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'resendVerificationEmail')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Question 4 of 4' })).toBeInTheDocument();
  });

  it('says when an answer could not be saved, and stays on the question', async () => {
    const { api } = surveyApi(surveyDetail(), { saveSurveyAnswers: failure('unknown', null, 'network') });
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    await userEvent.click(await screen.findByRole('radio', { name: '1 or 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer could not be saved.');
    expect(screen.getByRole('heading', { name: 'Question 1 of 4' })).toBeInTheDocument();
  });

  it('shows when a survey was completed before', async () => {
    const { api } = surveyApi({ ...surveyDetail(), status: 'completed', completedAt: '2026-11-18T15:00:00Z' });
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    expect(await screen.findByRole('heading', { name: 'You have completed “Laundry day”' })).toBeInTheDocument();
    expect(screen.getByText(/You completed this survey on November 18, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish the survey' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown survey', '/survey/?survey=9999'],
    ['a made-up address', '/survey/?survey=laundry'],
  ])('says %s is not available', async (_, path) => {
    const { api } = surveyApi(surveyDetail(), { survey: failure('resourceNotFound', 404) });
    renderPage(<SurveyPage />, { path, props: { api, state: member } });

    expect(await screen.findByRole('heading', { name: 'This survey is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all surveys' })).toHaveAttribute('href', '/survey/');
  });

  it('offers to try again when the survey cannot be loaded', async () => {
    const { api } = surveyApi(surveyDetail(), { survey: failure('serviceNotAvailable', 503) });
    renderPage(<SurveyPage />, { path: '/survey/?survey=1285', props: { api, state: member } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The survey could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('finishes an onboarding survey with its step, and points to the next step', async () => {
    const onboarding = surveyDetail({
      surveyId: 1275,
      title: 'Tell us about you',
      onboarding: true,
      questions: surveyDetail().questions.slice(0, 1),
    });
    const { api } = surveyApi(onboarding, { completeSurvey: ok(anEarning({ pointsAwarded: 50, pointsBalance: 50 })) });
    renderPage(<SurveyPage />, { path: '/survey/?survey=1275', props: { api, state: member } });

    await userEvent.click(await screen.findByRole('radio', { name: '1 or 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish the survey' }));

    expect(await screen.findByText('Onboarding step 1 of 3 is done.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Next step: Your household' })).toHaveAttribute('href', '/survey/?survey=1276');
  });

  /** The first onboarding survey, one question long, whose completion the history shows once it is completed. */
  function firstStep(memberInteraction: FakeAnswer) {
    const onboarding = surveyDetail({
      surveyId: 1275,
      title: 'Tell us about you',
      onboarding: true,
      questions: surveyDetail().questions.slice(0, 1),
    });
    let completed = false;
    return surveyApi(onboarding, {
      completeSurvey: () => {
        completed = true;
        return ok(anEarning({ pointsAwarded: 50, pointsBalance: 50 }));
      },
      history: () =>
        ok(
          aHistory({
            MemberTransactions: completed ? [aTransaction({ typeCode: 'SURVEY_COMPLETED', reference: '1275', points: 50 })] : [],
          }),
        ),
      memberInteraction,
    });
  }

  it('gives the balance with the onboarding step’s bonus, once the step is credited', async () => {
    const { api } = firstStep(ok(anEarning({ pointsAwarded: 10, causePointsAwarded: 0, sweepstakesEntries: 0, pointsBalance: 60 })));
    renderPage(<SurveyPage />, { path: '/survey/?survey=1275', props: { api, state: member } });

    await userEvent.click(await screen.findByRole('radio', { name: '1 or 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish the survey' }));

    expect(await screen.findByText(/Finishing this step earned you/)).toHaveTextContent('Finishing this step earned you 10 points more.');
    expect(screen.getByText(/Your balance is now/)).toHaveTextContent('Your balance is now 60 points.');
  });

  it('says, with its code, that the step’s bonus will come later when it could not be added, and gives the balance without it', async () => {
    const { api } = firstStep(failure('serviceNotAvailable', 503, 'Service not available', 1187));
    renderPage(<SurveyPage />, { path: '/fr/sondage/?survey=1275', props: { api, state: member } });

    await userEvent.click(await screen.findByRole('radio', { name: '1 or 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Terminer le sondage' }));

    expect(await screen.findByText(/n’a pas pu être ajoutée pour l’instant \(code d’erreur 1187\)/)).toBeInTheDocument();
    expect(screen.getByText(/Votre solde est maintenant/)).toHaveTextContent('Votre solde est maintenant de 50 points.');
  });

  it('is in French on the French path', async () => {
    const { api } = surveyApi(withAnswers(surveyDetail(), [loads]));
    renderPage(<SurveyPage />, { path: '/fr/sondage/?survey=1285', props: { api, state: member } });

    expect(await screen.findByRole('heading', { name: 'Question 2 sur 4' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Votre progression' })).toHaveAttribute(
      'aria-valuetext',
      'Questions répondues : 1 sur 4',
    );
    expect(screen.getByRole('button', { name: 'Question suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer et terminer plus tard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les sondages' })).toHaveAttribute('href', '/fr/sondage/');
  });
});
