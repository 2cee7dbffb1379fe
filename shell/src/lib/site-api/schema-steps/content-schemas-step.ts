import { articleDetailSchema, articleListSchema, quizDetailSchema, surveyDetailSchema } from '@maple/contracts';

/** One schema of each module of the editorial content, surveys and quizzes: reading one evaluates (builds) its whole module. */
export const contentSchemasStep = [articleDetailSchema, articleListSchema, quizDetailSchema, surveyDetailSchema];
