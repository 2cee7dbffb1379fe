import type { RemotePages } from '@maple/contracts/react';
import { quizPages } from '../features/quizzes/components/quiz-pages';
import { QuizzesPage } from '../features/quizzes/components/quizzes-page';
import { SurveyPage } from '../features/surveys/components/survey-page';
import type { routeClaims } from './route-claims';

/** The page of each screen mfe-surveys claims. */
export const appPages: RemotePages<typeof routeClaims> = {
  survey: SurveyPage,
  quizzes: QuizzesPage,
  ...quizPages,
};
