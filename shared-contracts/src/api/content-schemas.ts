import * as z from 'zod/mini';
import { itemImageSchema } from './content-image-schema';

const text = z.string().check(z.minLength(1));

/** A survey; 1275, 1276 and 1277 are the onboarding surveys. */
const surveySchema = z.object({
  surveyId: z.int(),
  key: text,
  title: z.string(),
  points: z.int(),
  onboarding: z.boolean(),
});

/** `content/surveys` answer. */
export const surveyListSchema = z.object({ surveys: z.array(surveySchema) });

/** A quiz. */
const quizSchema = z.object({ quizId: text, title: z.string(), points: z.int() });

/** `content/quizzes` answer. */
export const quizListSchema = z.object({ quizzes: z.array(quizSchema) });

/** A good-news article. */
const articleSchema = z.object({
  articleId: text,
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  /** The article's illustration; null when there is none to show. */
  image: itemImageSchema,
});

/** `content/articles` answer. */
export const articleListSchema = z.object({ articles: z.array(articleSchema) });
