import { apiQueryOptions, type QueryScope, whenSessionSettled } from '@maple/contracts';
import { useLocale, useMfe, useNavigateTo, useSiteStore } from '@maple/platform';
import { useEffect, useRef } from 'react';
import { createSurveyEmbed, SURVEY_EMBED_GLOBAL, SURVEY_EMBED_READY_EVENT, type SurveyEmbed } from '../services/survey-embed';
import { useSurveyPath } from './use-survey-path';

type EmbedWindow = Window & { [SURVEY_EMBED_GLOBAL]?: SurveyEmbed };

/**
 * Puts the survey embed interface on `window.mapleSurveys` while the survey page is mounted
 * (and takes it away after), and announces it with a `surveys:embed-ready` event, again when
 * a member's session starts (it is restored after the page loads): `detail.signedIn` says which.
 */
export function useSurveyEmbed(): void {
  const { api, queryClient, store, commands } = useMfe();
  const navigate = useNavigateTo();
  const surveyPath = useSurveyPath();
  const locale = useLocale();
  const signedIn = useSiteStore((state) => state.loggedIn && state.profile !== null && !state.profile.optedOut);
  // The interface outlives renders: it reads the page's language and paths when it is called.
  const latest = useRef({ navigate, surveyPath, locale });
  latest.current = { navigate, surveyPath, locale };

  useEffect(() => {
    const member = () => {
      const { loggedIn, profile } = store.getState();
      return loggedIn && profile && !profile.optedOut ? profile.consumerId : null;
    };
    const scope = (): QueryScope => ({ locale: latest.current.locale, consumerId: member() });
    const embed = createSurveyEmbed({
      // A script may ask as the page loads: a member whose session is being taken up is not a visitor.
      isSignedIn: async () => {
        await whenSessionSettled(store);
        return member() !== null;
      },
      memberSurveys: async () =>
        (await (await queryClient.load()).fetchQuery(apiQueryOptions({ api, id: 'memberSurveys', scope: scope(), errors: 'inline' })))
          .surveys,
      loadSurvey: async (surveyId) => {
        const input = { params: { surveyId: String(surveyId) } };
        await (await queryClient.load()).fetchQuery(apiQueryOptions({ api, id: 'survey', input, scope: scope(), errors: 'inline' }));
      },
      openSurvey: (surveyId) => latest.current.navigate(latest.current.surveyPath({ survey: surveyId })),
      promptSignIn: (scenario) => commands.promptLogin({ reason: 'survey', returnTo: latest.current.surveyPath({ scenario }) }),
      showError: (code) => commands.showError(code),
    });
    const host = window as EmbedWindow;
    host[SURVEY_EMBED_GLOBAL] = embed;
    window.dispatchEvent(new CustomEvent(SURVEY_EMBED_READY_EVENT, { detail: { version: embed.version, signedIn } }));
    return () => {
      if (host[SURVEY_EMBED_GLOBAL] === embed) Reflect.deleteProperty(host, SURVEY_EMBED_GLOBAL);
    };
  }, [api, queryClient, store, commands, signedIn]);
}
