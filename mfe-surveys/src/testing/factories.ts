import type { ApiFailureResult, ApiResult, ErrorKind, MemberSurvey, QuizDetail, QuizResult, SurveyDetail } from '@maple/contracts';

/** A successful answer of the fake site API. */
export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });

/** A failed answer of the fake site API, as the shell's client reports it (with the catalogue's `code`). */
export const failure = (kind: ErrorKind, status: number | null = 400, message: string = kind, code = 1000): ApiFailureResult => ({
  ok: false,
  kind,
  code,
  status,
  message,
});

/** A survey with one question of each kind (the laundry survey unless told otherwise), nothing answered yet. */
export function surveyDetail(overrides: Partial<SurveyDetail> = {}): SurveyDetail {
  return {
    surveyId: 1285,
    key: 'laundry',
    title: 'Laundry day',
    points: 100,
    onboarding: false,
    questions: [
      {
        questionId: 'loads',
        kind: 'single',
        required: true,
        text: 'How many loads of laundry do you do a week?',
        options: [
          { optionId: '1-2', label: '1 or 2' },
          { optionId: '3-5', label: '3 to 5' },
        ],
      },
      {
        questionId: 'products',
        kind: 'multiple',
        required: false,
        maxChoices: 2,
        text: 'What do you use?',
        options: [
          { optionId: 'pods', label: 'Detergent pods' },
          { optionId: 'liquid', label: 'Liquid detergent' },
          { optionId: 'softener', label: 'Fabric softener' },
        ],
      },
      {
        questionId: 'smell',
        kind: 'scale',
        required: true,
        min: 1,
        max: 5,
        text: 'How much does a fresh scent matter to you?',
        minLabel: 'Not at all',
        maxLabel: 'Very much',
      },
      { questionId: 'tips', kind: 'text', required: false, maxLength: 50, text: 'Any laundry tip to share?' },
    ],
    answers: [],
    status: 'not-started',
    completedAt: null,
    ...overrides,
  };
}

/** The survey with the answers given (its status follows them). */
export function withAnswers(survey: SurveyDetail, answers: SurveyDetail['answers']): SurveyDetail {
  return { ...survey, answers, status: answers.length > 0 ? 'in-progress' : 'not-started' };
}

/** One survey of `user/surveys`. */
function memberSurvey(overrides: Partial<MemberSurvey> & Pick<MemberSurvey, 'surveyId' | 'title'>): MemberSurvey {
  return {
    key: `survey${overrides.surveyId}`,
    points: 50,
    onboarding: false,
    scenario: null,
    status: 'not-started',
    answeredCount: 0,
    questionCount: 3,
    completedAt: null,
    ...overrides,
  };
}

/** A member's `user/surveys`: the three onboarding surveys, two topic surveys and the two scenario surveys. */
export function memberSurveys(changes: Record<number, Partial<MemberSurvey>> = {}): { surveys: MemberSurvey[] } {
  const surveys = [
    memberSurvey({ surveyId: 1275, title: 'Tell us about you', onboarding: true }),
    memberSurvey({ surveyId: 1276, title: 'Your household', onboarding: true }),
    memberSurvey({ surveyId: 1277, title: 'Your interests and causes', onboarding: true }),
    memberSurvey({ surveyId: 1281, title: 'Your skin care and beauty routine', points: 100 }),
    memberSurvey({ surveyId: 1285, title: 'Laundry day', points: 100, questionCount: 4 }),
    memberSurvey({ surveyId: 1291, title: 'A little more about you', key: 'deq', scenario: 'deq' }),
    memberSurvey({ surveyId: 1292, title: 'Your visit today', key: 'feedback', scenario: 'feedback' }),
  ];
  return { surveys: surveys.map((survey) => ({ ...survey, ...changes[survey.surveyId] })) };
}

/** The `content/surveys` list a visitor gets. */
export function publicSurveys() {
  return {
    surveys: memberSurveys()
      .surveys.filter((survey) => survey.scenario === null)
      .map(({ surveyId, key, title, points, onboarding }) => ({ surveyId, key, title, points, onboarding })),
  };
}

/** The water quiz as the API serves it (no correct options). */
export function quizDetail(overrides: Partial<QuizDetail> = {}): QuizDetail {
  return {
    quizId: 'water',
    title: 'Water: every drop counts',
    points: 20,
    questions: [
      {
        questionId: 'share',
        text: 'About how much of the world’s fresh water does Canada hold?',
        options: [
          { optionId: '2', label: 'About 2%' },
          { optionId: '20', label: 'About 20%' },
        ],
      },
      {
        questionId: 'day',
        text: 'When is World Water Day?',
        options: [
          { optionId: 'march-22', label: 'March 22' },
          { optionId: 'june-8', label: 'June 8' },
        ],
      },
    ],
    lastResult: null,
    ...overrides,
  };
}

/** The server's correction of the water quiz, with the given choices (the right ones are 20 and march-22). */
export function quizResult(chosen: { share: string; day: string }, overrides: Partial<QuizResult> = {}): QuizResult {
  const questions = [
    { questionId: 'share', chosenOptionId: chosen.share, correctOptionId: '20', explanation: 'Canada holds about 20% of it.' },
    { questionId: 'day', chosenOptionId: chosen.day, correctOptionId: 'march-22', explanation: 'The UN holds it every March 22.' },
  ].map((question) => ({ ...question, correct: question.chosenOptionId === question.correctOptionId }));
  return {
    quizId: 'water',
    score: questions.filter((question) => question.correct).length,
    total: 2,
    questions,
    submittedAt: '2026-11-20T15:00:00Z',
    pointsAwarded: 20,
    pointsBalance: 120,
    alreadyCredited: false,
    ...overrides,
  };
}
