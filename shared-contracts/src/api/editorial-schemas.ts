import * as z from 'zod/mini';
import { itemImageSchema } from './content-image-schema';

const text = z.string().check(z.minLength(1));
const paragraphs = z.array(text).check(z.minLength(1));
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** Where an article is published: the good news (what members made possible), or the practical guides. */
export const ARTICLE_SECTIONS = ['goodNews', 'guide'] as const;

/** A section of the articles. */
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/** An article as lists show it, in the caller's language. */
export const articleSummarySchema = z.object({
  articleId: text,
  section: z.enum(ARTICLE_SECTIONS),
  title: text,
  summary: text,
  /** ISO 8601 date and time. */
  publishedAt: text,
  /** The cause the article is about, when it is about one. */
  causeId: z.nullable(text),
  readingMinutes: z.int().check(z.positive()),
  /** The article's illustration; null when there is none to show. */
  image: itemImageSchema,
});

/** An article as lists show it. */
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** `content/library` answer: every article of both sections, newest first. */
export const libraryResponseSchema = z.object({ articles: z.array(articleSummarySchema) });

/** `content/articles/{articleId}` answer: the whole article (404 for an unknown id). */
export const articleDetailSchema = z.extend(articleSummarySchema, { body: paragraphs });

/** A cause as its page presents it, in the caller's language. */
export const causePageSchema = z.object({
  causeId: text,
  /** The short key links use (`wwf`), when the cause has one. */
  shortKey: z.nullable(text),
  name: text,
  summary: text,
  description: paragraphs,
  /** True for the cause members support until they choose one (006WWF). */
  isDefault: z.boolean(),
  /** What the cause does, pictured; null when there is none to show. */
  image: itemImageSchema,
});

/** A cause's page content. */
export type CausePage = z.infer<typeof causePageSchema>;

/** `content/cause-pages` answer: every cause of the spec, in the spec's order. */
export const causePageListSchema = z.object({ causes: z.array(causePageSchema) });

/** A question of the help page and its answer. */
export const helpQuestionSchema = z.object({
  questionId: text,
  question: text,
  answer: paragraphs,
  /** Screens of the site the answer points to, by route id (a screen not composed is left out). */
  routeIds: z.array(text),
});

/** A question of the help page. */
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;

/** A topic of the help page and its questions. */
export const helpTopicSchema = z.object({ topicId: text, title: text, questions: z.array(helpQuestionSchema).check(z.minLength(1)) });

/** A topic of the help page. */
export type HelpTopic = z.infer<typeof helpTopicSchema>;

/** `content/help` answer: the frequently asked questions by topic, in the caller's language. */
export const helpContentSchema = z.object({ topics: z.array(helpTopicSchema) });

/** The days of the week, Monday first (ISO 8601). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A day of the week. */
export type Weekday = (typeof WEEKDAYS)[number];

/** When a support channel is open: on these days, from `opens` to `closes` (24-hour clock, the support team's time zone). */
export const openingHoursSchema = z.object({ days: z.array(z.enum(WEEKDAYS)).check(z.minLength(1)), opens: clockTime, closes: clockTime });

/** Opening hours of a support channel. */
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** `content/support` answer: how to reach the support team, and when. */
export const supportContactSchema = z.object({
  /** IANA time zone of the hours, e.g. America/Toronto. */
  timeZone: text,
  phone: z.object({ number: z.string().check(z.regex(/^\+1\d{10}$/)), hours: z.array(openingHoursSchema).check(z.minLength(1)) }),
  email: z.object({ address: z.email(), replyWithinBusinessDays: z.int().check(z.positive()) }),
});

/** How to reach the support team. */
export type SupportContact = z.infer<typeof supportContactSchema>;

/** The offer rules in one language: a title and numbered sections. */
const offerRulesDocumentSchema = z.object({
  title: text,
  sections: z.array(z.object({ heading: text, paragraphs })).check(z.minLength(1)),
});

/**
 * `content/offer-rules` answer: the rules in both languages at once (a visitor in Quebec
 * reads them in French first, Bill 96), with their version and effective date.
 */
export const offerRulesSchema = z.object({
  version: text,
  /** YYYY-MM-DD. */
  effectiveDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  documents: z.object({ 'en-CA': offerRulesDocumentSchema, 'fr-CA': offerRulesDocumentSchema }),
});

/** The offer rules. */
export type OfferRules = z.infer<typeof offerRulesSchema>;
