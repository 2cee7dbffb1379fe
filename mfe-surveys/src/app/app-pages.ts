import { lazyPage, type RemotePages } from '@maple/platform';
import { quizPages } from '../features/quizzes/components/quiz-pages';
import type { routeClaims } from './route-claims';

/** The page of each screen mfe-surveys claims, each in its own chunk, fetched when its screen is first shown. */
export const appPages: RemotePages<typeof routeClaims> = {
  survey: lazyPage(() => import('../features/surveys/components/survey-page').then((page) => page.SurveyPage)),
  quizzes: lazyPage(() => import('../features/quizzes/components/quizzes-page').then((page) => page.QuizzesPage)),
  ...quizPages,
};
