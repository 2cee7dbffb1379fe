import type { ComponentType } from 'react';
import { type QuizDefinition, quizDefinitions, type QuizRouteId } from './quiz-definitions';
import { QuizPage } from './quiz-page';

function pageOf(quiz: QuizDefinition): ComponentType {
  function OneQuizPage() {
    return <QuizPage quiz={quiz} />;
  }
  OneQuizPage.displayName = `QuizPage(${quiz.routeId})`;
  return OneQuizPage;
}

/** The page of each quiz screen, by route id: the shared quiz page with that quiz's definition. */
export const quizPages = Object.fromEntries(quizDefinitions.map((quiz) => [quiz.routeId, pageOf(quiz)])) as Readonly<
  Record<QuizRouteId, ComponentType>
>;
