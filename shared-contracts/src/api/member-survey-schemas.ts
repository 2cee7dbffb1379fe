import * as z from 'zod/mini';
import { SURVEY_STATUSES } from './survey-schemas';

const text = z.string().check(z.minLength(1));

/**
 * The scenario surveys a third-party scenario script may open through the surveys remote's
 * embed interface (`hasCompletedScenarioSurvey`, `triggerManualScenario`, spec section 7):
 * the DEQ survey and the feedback survey. Each is a survey of the API whose `key` is its
 * scenario name; they are not offered in the survey list (`content/surveys`).
 */
export const SCENARIO_NAMES = ['deq', 'feedback'] as const;

/** A scenario of {@link SCENARIO_NAMES}. */
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/**
 * One survey as a member sees it in `user/surveys`: what it is and earns, and where the
 * member is with it (to start, resume or see it done).
 */
export const memberSurveySchema = z.object({
  surveyId: z.int(),
  /** The survey's key (spec section 3: surveys map by key to numeric ids). */
  key: text,
  /** In the caller's language. */
  title: z.string(),
  /** What completing it earns, besides 1 cause point and 5 sweepstakes entries: 50 or 100. */
  points: z.int(),
  /** True for the three onboarding surveys, 1275 to 1277. */
  onboarding: z.boolean(),
  /** The scenario it answers, for the scenario surveys; null for every other survey. */
  scenario: z.nullable(z.enum(SCENARIO_NAMES)),
  status: z.enum(SURVEY_STATUSES),
  /** Questions with a recorded answer. */
  answeredCount: z.int(),
  questionCount: z.int(),
  completedAt: z.nullable(z.string()),
});

/** A survey with the member's progress. */
export type MemberSurvey = z.infer<typeof memberSurveySchema>;

/** `user/surveys` answer: every survey, in the catalogue's order, with the member's progress. */
export const memberSurveyListSchema = z.object({ surveys: z.array(memberSurveySchema) });
