import { type MemberSurvey, SCENARIO_NAMES, type ScenarioName } from '@maple/contracts';
import { scenarioLoadFailureCode } from '#src/lib/survey-load-failures.ts';

/**
 * The name of the embed interface on `window` while a survey page is mounted:
 * `window.mapleSurveys`. A third-party scenario-survey script calls it (spec section 7).
 */
export const SURVEY_EMBED_GLOBAL = 'mapleSurveys';

/** Dispatched on `window` each time the interface is installed, for a script that loaded first. */
export const SURVEY_EMBED_READY_EVENT = 'surveys:embed-ready';

/** What asking for a scenario's survey did. */
export type ScenarioTriggerOutcome =
  /** The survey is open on the page. */
  | { readonly status: 'opened'; readonly surveyId: number }
  /** The member has already completed it: nothing was opened. */
  | { readonly status: 'alreadyCompleted'; readonly surveyId: number }
  /** A visitor: the site asked them to sign in, and opens the survey once they have. */
  | { readonly status: 'signInRequired' }
  /** The survey could not be loaded: the error modal shows `code` (1284 DEQ, 1285 feedback). */
  | { readonly status: 'failed'; readonly code: number };

/** A scenario's survey could not be loaded; `code` is its catalogue code (1284 DEQ, 1285 feedback). */
export class ScenarioSurveyLoadError extends Error {
  constructor(
    readonly scenario: ScenarioName,
    readonly code: number,
    options?: { cause?: unknown },
  ) {
    super(`the ${scenario} survey could not be loaded (error ${code})`, options);
    this.name = 'ScenarioSurveyLoadError';
  }
}

/**
 * The survey embed interface (spec section 7), version 1. Both calls take a scenario name of
 * {@link SCENARIO_NAMES} (`'deq'` or `'feedback'`); any other value rejects with a TypeError.
 */
export interface SurveyEmbed {
  readonly version: 1;
  /** The scenarios the interface knows. */
  readonly scenarios: readonly ScenarioName[];
  /**
   * Whether the signed-in member has completed the scenario's survey (false for a visitor).
   * Rejects with a {@link ScenarioSurveyLoadError} when that cannot be read (no error modal: the
   * script decides what to do).
   */
  hasCompletedScenarioSurvey(scenario: ScenarioName): Promise<boolean>;
  /**
   * Opens the scenario's survey on the page for the member to take (and be credited for,
   * once). A visitor is asked to sign in first; a failure to load the survey opens the error
   * modal with the scenario's code.
   */
  triggerManualScenario(scenario: ScenarioName): Promise<ScenarioTriggerOutcome>;
}

/** What the interface needs from the page. */
export interface SurveyEmbedHost {
  /** Whether a member is signed in; while their stored session is being taken up, it waits to know. */
  isSignedIn(): Promise<boolean>;
  /** The member's surveys (`user/surveys`); rejects when they cannot be read. */
  memberSurveys(): Promise<readonly MemberSurvey[]>;
  /** Reads one survey's questions (`user/surveys/{id}`); rejects when it cannot be loaded. */
  loadSurvey(surveyId: number): Promise<void>;
  /** Shows the survey on the page. */
  openSurvey(surveyId: number): void;
  /** Asks a visitor to sign in, coming back to the scenario's survey. */
  promptSignIn(scenario: ScenarioName): void;
  /** Opens the site's error modal with a catalogue code. */
  showError(code: number): void;
}

const isScenarioName = (value: unknown): value is ScenarioName => (SCENARIO_NAMES as readonly unknown[]).includes(value);

function checked(scenario: unknown): ScenarioName {
  if (!isScenarioName(scenario))
    throw new TypeError(`unknown scenario ${JSON.stringify(scenario)}: use one of ${SCENARIO_NAMES.join(', ')}`);
  return scenario;
}

/** The embed interface over a page's services. */
export function createSurveyEmbed(host: SurveyEmbedHost): SurveyEmbed {
  async function surveyOf(scenario: ScenarioName): Promise<MemberSurvey> {
    let surveys: readonly MemberSurvey[];
    try {
      surveys = await host.memberSurveys();
    } catch (error) {
      throw new ScenarioSurveyLoadError(scenario, scenarioLoadFailureCode(scenario), { cause: error });
    }
    const survey = surveys.find((candidate) => candidate.scenario === scenario);
    if (!survey) throw new ScenarioSurveyLoadError(scenario, scenarioLoadFailureCode(scenario));
    return survey;
  }

  return Object.freeze({
    version: 1 as const,
    scenarios: SCENARIO_NAMES,

    async hasCompletedScenarioSurvey(scenario: ScenarioName): Promise<boolean> {
      const name = checked(scenario);
      if (!(await host.isSignedIn())) return false;
      return (await surveyOf(name)).status === 'completed';
    },

    async triggerManualScenario(scenario: ScenarioName): Promise<ScenarioTriggerOutcome> {
      const name = checked(scenario);
      if (!(await host.isSignedIn())) {
        host.promptSignIn(name);
        return { status: 'signInRequired' };
      }
      try {
        const survey = await surveyOf(name);
        if (survey.status === 'completed') return { status: 'alreadyCompleted', surveyId: survey.surveyId };
        try {
          await host.loadSurvey(survey.surveyId);
        } catch (error) {
          throw new ScenarioSurveyLoadError(name, scenarioLoadFailureCode(name), { cause: error });
        }
        host.openSurvey(survey.surveyId);
        return { status: 'opened', surveyId: survey.surveyId };
      } catch (error) {
        if (!(error instanceof ScenarioSurveyLoadError)) throw error;
        host.showError(error.code);
        return { status: 'failed', code: error.code };
      }
    },
  });
}
