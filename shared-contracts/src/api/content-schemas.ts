import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));

/** A survey; 1275, 1276 and 1277 are the onboarding surveys. */
export const surveySchema = z.object({
  surveyId: z.int(),
  key: text,
  title: z.string(),
  points: z.int(),
  onboarding: z.boolean(),
});

/** `content/surveys` answer. */
export const surveyListSchema = z.object({ surveys: z.array(surveySchema) });

/** A quiz. */
export const quizSchema = z.object({ quizId: text, title: z.string(), points: z.int() });

/** `content/quizzes` answer. */
export const quizListSchema = z.object({ quizzes: z.array(quizSchema) });

/** A good-news article. */
export const articleSchema = z.object({ articleId: text, title: z.string(), summary: z.string(), publishedAt: z.string() });

/** `content/articles` answer. */
export const articleListSchema = z.object({ articles: z.array(articleSchema) });

/** `geo` answer: where the visitor seems to be. */
export const geoSchema = z.object({
  country: z.string().check(z.length(2)),
  region: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  proxy: z.boolean(),
});

/** The geo answer. */
export type Geo = z.infer<typeof geoSchema>;
