import { type ApiOutput, type Locale, SCENARIO_NAMES, type ScenarioName } from '@maple/contracts';
import type { Services } from './handler-types';
import type { MemberRow } from './members';
import { SURVEY_QUESTIONS } from './survey-questions';
import type { Surveys } from './surveys';

/** True for the key of a scenario survey (its key is its scenario's name). */
export function isScenarioSurveyKey(key: string): key is ScenarioName {
  return (SCENARIO_NAMES as readonly string[]).includes(key);
}

/**
 * `user/surveys`: every survey of the catalogue, in its order, with where the member is with
 * it. The status and the count of answers are the survey's own (`surveys.detail`), so the
 * list and a survey never disagree.
 */
export function createSurveyList({ db, surveys }: Pick<Services, 'db'> & { surveys: Surveys }) {
  const surveyIds = db.prepare<[], { survey_id: number }>('SELECT survey_id FROM surveys ORDER BY sort_order');

  return {
    list(member: MemberRow, locale: Locale): ApiOutput<'memberSurveys'> {
      const served = surveyIds.all().filter((row) => SURVEY_QUESTIONS[row.survey_id] !== undefined);
      return {
        surveys: served.map(({ survey_id }) => {
          const detail = surveys.detail(member, String(survey_id), locale);
          return {
            surveyId: detail.surveyId,
            key: detail.key,
            title: detail.title,
            points: detail.points,
            onboarding: detail.onboarding,
            scenario: isScenarioSurveyKey(detail.key) ? detail.key : null,
            status: detail.status,
            answeredCount: detail.answers.length,
            questionCount: detail.questions.length,
            completedAt: detail.completedAt,
          };
        }),
      };
    },
  };
}
