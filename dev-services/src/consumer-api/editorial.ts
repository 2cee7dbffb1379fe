import type { ApiOutput, ArticleSummary, Locale } from '@maple/contracts';
import { fail } from './api-failure';
import { DEFAULT_CAUSE_ID } from './catalogue';
import {
  type BilingualParagraphs,
  CAUSE_CONTENT,
  GOOD_NEWS_BODIES,
  GUIDES,
  HELP_TOPICS,
  OFFER_RULES,
  readingMinutes,
  SUPPORT_CONTACT,
} from './editorial-content';
import type { HandlerTable, Services } from './handler-types';
import { inLocale } from './types';

type EditorialEndpoints = 'library' | 'article' | 'causePages' | 'helpTopics' | 'supportContact' | 'offerRules';

interface GoodNewsRow {
  article_id: string;
  title_en: string;
  title_fr: string;
  summary_en: string;
  summary_fr: string;
  published_at: string;
}

interface CauseRow {
  cause_id: string;
  short_key: string | null;
  name_en: string;
  name_fr: string;
}

/** An article as lists show it: everything but its body. */
function omitBody({ articleId, section, title, summary, publishedAt, causeId, readingMinutes, image }: ArticleSummary): ArticleSummary {
  return { articleId, section, title, summary, publishedAt, causeId, readingMinutes, image };
}

const paragraphsIn = (paragraphs: BilingualParagraphs, locale: Locale) => [...(locale === 'fr-CA' ? paragraphs.fr : paragraphs.en)];

/**
 * The editorial content mfe-campaigns shows, in the caller's language: the articles of both
 * sections (good news from the seeded rows with their bodies, and the practical guides), each
 * cause's page, the help page's questions, how to reach support, and the offer rules in both
 * languages at once.
 */
export function createEditorialHandlers({ db, images }: Pick<Services, 'db' | 'images'>): Pick<HandlerTable, EditorialEndpoints> {
  const goodNews = db.prepare<[], GoodNewsRow>('SELECT * FROM articles ORDER BY published_at DESC');
  const causes = db.prepare<[], CauseRow>('SELECT cause_id, short_key, name_en, name_fr FROM causes ORDER BY sort_order');

  function articles(locale: Locale): (ArticleSummary & { body: string[] })[] {
    const news = goodNews.all().map((row) => {
      const extra = GOOD_NEWS_BODIES[row.article_id];
      const summary = locale === 'fr-CA' ? row.summary_fr : row.summary_en;
      // A seeded article without a written body yet is read as its summary.
      const body = extra ? paragraphsIn(extra.body, locale) : [summary];
      return {
        articleId: row.article_id,
        section: 'goodNews' as const,
        title: locale === 'fr-CA' ? row.title_fr : row.title_en,
        summary,
        publishedAt: row.published_at,
        causeId: extra?.causeId ?? null,
        readingMinutes: readingMinutes(body),
        image: images.image('article', row.article_id, locale),
        body,
      };
    });
    const guides = GUIDES.map((guide) => {
      const body = paragraphsIn(guide.body, locale);
      return {
        articleId: guide.id,
        section: 'guide' as const,
        title: inLocale(guide.title, locale),
        summary: inLocale(guide.summary, locale),
        publishedAt: guide.publishedAt,
        causeId: guide.causeId,
        readingMinutes: readingMinutes(body),
        image: images.image('article', guide.id, locale),
        body,
      };
    });
    return [...news, ...guides].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  }

  return {
    library: ({ locale }) => ({ articles: articles(locale).map((article): ArticleSummary => omitBody(article)) }),

    article({ locale, params }) {
      const found = articles(locale).find((article) => article.articleId === params.articleId);
      if (!found) throw fail.notFound();
      return found;
    },

    causePages: ({ locale }): ApiOutput<'causePages'> => ({
      causes: causes.all().map((row) => {
        const content = CAUSE_CONTENT[row.cause_id];
        const name = locale === 'fr-CA' ? row.name_fr : row.name_en;
        return {
          causeId: row.cause_id,
          shortKey: row.short_key,
          name,
          summary: content ? inLocale(content.summary, locale) : name,
          description: content ? paragraphsIn(content.description, locale) : [name],
          isDefault: row.cause_id === DEFAULT_CAUSE_ID,
          image: images.image('cause', row.cause_id, locale),
        };
      }),
    }),

    helpTopics: ({ locale }) => ({
      topics: HELP_TOPICS.map((topic) => ({
        topicId: topic.id,
        title: inLocale(topic.title, locale),
        questions: topic.questions.map((question) => ({
          questionId: question.id,
          question: inLocale(question.question, locale),
          answer: paragraphsIn(question.answer, locale),
          routeIds: [...question.routeIds],
        })),
      })),
    }),

    supportContact: () => ({
      timeZone: SUPPORT_CONTACT.timeZone,
      phone: {
        number: SUPPORT_CONTACT.phone.number,
        hours: SUPPORT_CONTACT.phone.hours.map((hours) => ({ ...hours, days: [...hours.days] })),
      },
      email: { ...SUPPORT_CONTACT.email },
    }),

    offerRules: () => {
      const document = (locale: Locale) => ({
        title: inLocale(OFFER_RULES.title, locale),
        sections: OFFER_RULES.sections.map((section) => ({
          heading: inLocale(section.heading, locale),
          paragraphs: paragraphsIn(section.paragraphs, locale),
        })),
      });
      return {
        version: OFFER_RULES.version,
        effectiveDate: OFFER_RULES.effectiveDate,
        documents: { 'en-CA': document('en-CA'), 'fr-CA': document('fr-CA') },
      };
    },
  };
}
