import type { HelpTopic, Locale } from '@maple/contracts';
import { searchItems, searchTerms } from '../../lib/site-search';

/**
 * The topics and questions that match a query, in the page's language (accents, case and
 * apostrophes ignored; the question counts more than its answer), best first within each topic.
 * An empty query keeps everything.
 */
export function filterHelpTopics(topics: readonly HelpTopic[], query: string, locale: Locale): HelpTopic[] {
  if (searchTerms(query, locale).length === 0) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      questions: searchItems(topic.questions, query, locale, (question) => [
        { text: question.question, weight: 3 },
        { text: topic.title, weight: 1 },
        { text: question.answer.join(' '), weight: 1 },
      ]),
    }))
    .filter((topic) => topic.questions.length > 0);
}
