import type { ComponentType } from 'react';
import { quizPages } from '../features/quizzes/components/quiz-pages';
import { QuizzesPage } from '../features/quizzes/components/quizzes-page';
import { SurveyPage } from '../features/surveys/components/survey-page';

/** The page of each screen mfe-surveys claims. */
export const appPages: Record<string, ComponentType> = {
  survey: SurveyPage,
  quizzes: QuizzesPage,
  ...quizPages,
};
