import type { ApiOutput, Geo, Locale } from '@maple/contracts';
import { fail } from './api-failure';
import { isScenarioSurveyKey } from './survey-list';
import type { Services } from './handler-types';
import type { MemberRow } from './members';

/** Where visitors are, unless a dev geo answer says otherwise: Toronto. */
export const DEFAULT_GEO: Geo = { country: 'CA', region: 'ON', latitude: 43.65, longitude: -79.38, proxy: false };

interface MessageRow {
  message_id: string;
  subject_en: string;
  subject_fr: string;
  body_en: string;
  body_fr: string;
  sent_at: string;
  read_at: string | null;
}

/** Surveys, quizzes, articles and messages, in the caller's language. */
export function createContent({ db, clock, images }: Pick<Services, 'db' | 'clock' | 'images'>) {
  const surveys = db.prepare<
    [],
    { survey_id: number; key: string; title_en: string; title_fr: string; points: number; onboarding: number }
  >('SELECT * FROM surveys ORDER BY sort_order');
  const quizzes = db.prepare<[], { quiz_id: string; title_en: string; title_fr: string; points: number }>(
    'SELECT * FROM quizzes ORDER BY sort_order',
  );
  const articles = db.prepare<
    [],
    { article_id: string; title_en: string; title_fr: string; summary_en: string; summary_fr: string; published_at: string }
  >('SELECT * FROM articles ORDER BY published_at DESC');
  const messages = db.prepare<[string], MessageRow>('SELECT * FROM messages WHERE consumer_id = ? ORDER BY sent_at DESC, rowid');
  const message = db.prepare<[string, string], MessageRow>('SELECT * FROM messages WHERE consumer_id = ? AND message_id = ?');
  const markRead = db.prepare<[string, string, string]>(
    'UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE consumer_id = ? AND message_id = ?',
  );

  const fr = (locale: Locale) => locale === 'fr-CA';
  const toMessage = (row: MessageRow, locale: Locale) => ({
    messageId: row.message_id,
    subject: fr(locale) ? row.subject_fr : row.subject_en,
    body: fr(locale) ? row.body_fr : row.body_en,
    read: row.read_at !== null,
    sentAt: row.sent_at,
  });

  return {
    // The scenario surveys are opened by a scenario script, not picked from the list.
    surveys: (locale: Locale): ApiOutput<'surveys'> => ({
      surveys: surveys
        .all()
        .filter((row) => !isScenarioSurveyKey(row.key))
        .map((row) => ({
          surveyId: row.survey_id,
          key: row.key,
          title: fr(locale) ? row.title_fr : row.title_en,
          points: row.points,
          onboarding: row.onboarding === 1,
        })),
    }),

    quizzes: (locale: Locale): ApiOutput<'quizzes'> => ({
      quizzes: quizzes.all().map((row) => ({ quizId: row.quiz_id, title: fr(locale) ? row.title_fr : row.title_en, points: row.points })),
    }),

    articles: (locale: Locale): ApiOutput<'articles'> => ({
      articles: articles.all().map((row) => ({
        articleId: row.article_id,
        title: fr(locale) ? row.title_fr : row.title_en,
        summary: fr(locale) ? row.summary_fr : row.summary_en,
        publishedAt: row.published_at,
        image: images.image('article', row.article_id, locale),
      })),
    }),

    messages: (member: MemberRow, locale: Locale): ApiOutput<'messages'> => ({
      messages: messages.all(member.consumer_id).map((row) => toMessage(row, locale)),
    }),

    /** Marks a message read and answers it; 404 when it is not one of the member's. */
    readMessage(member: MemberRow, messageId: string, locale: Locale): ApiOutput<'readMessage'> {
      markRead.run(clock.iso(), member.consumer_id, messageId);
      const row = message.get(member.consumer_id, messageId);
      if (!row) throw fail.notFound();
      return toMessage(row, locale);
    },
  };
}
