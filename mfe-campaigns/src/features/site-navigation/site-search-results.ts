import {
  type ArticleSummary,
  causeIdFrom,
  type CausePage,
  type ChoiceReward,
  type HelpTopic,
  type Locale,
  type RouteDefinition,
} from '@maple/contracts';
import { articleLink, causeLink, helpQuestionAnchor } from '../../lib/content-links';
import { searchItems } from '../../lib/site-search';
import { browsableRoutes } from './site-sections';

/** The groups of the site search, in the order they are shown. */
export const SEARCH_GROUPS = ['pages', 'rewards', 'articles', 'causes', 'help'] as const;

/** A group of the site search. */
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Where a result leads: a screen by id or route, with a query or a fragment. */
interface SearchTarget {
  readonly to: RouteDefinition | 'allRewards' | 'goodNews' | 'articles' | 'causes' | 'help';
  readonly query?: Readonly<Record<string, string>>;
  readonly hash?: string;
}

/** One result: what it is called, a line about it, and where it leads. */
interface SearchResult {
  readonly key: string;
  readonly title: string;
  readonly snippet: string | null;
  readonly target: SearchTarget;
}

/** What the search looks in; a source not loaded (yet, or because it failed) is left out. */
interface SearchSources {
  readonly routes: readonly RouteDefinition[];
  readonly rewards?: readonly ChoiceReward[];
  readonly articles?: readonly ArticleSummary[];
  readonly causes?: readonly CausePage[];
  readonly help?: readonly HelpTopic[];
}

/** The most results a group shows. */
export const RESULTS_PER_GROUP = 10;

const TITLE = 3;
const TEXT = 1;

/**
 * Searches the site in the page's language, accents and case ignored: the titles of the
 * composition's screens, the rewards, the articles, the causes and the help questions. Each
 * group is best first; groups without results are left out.
 */
export function searchSite(sources: SearchSources, query: string, locale: Locale): { group: SearchGroup; results: SearchResult[] }[] {
  const found: Record<SearchGroup, SearchResult[]> = {
    pages: searchItems(browsableRoutes(sources.routes), query, locale, (route) => [{ text: route.title[locale], weight: TITLE }]).map(
      (route) => ({ key: route.id, title: route.title[locale], snippet: null, target: { to: route } }),
    ),
    rewards: searchItems(sources.rewards ?? [], query, locale, (reward) => [
      { text: reward.customFields.Reward_Detail, weight: TITLE },
      { text: reward.customFields.Reward_Type, weight: TEXT },
      { text: reward.customFields.Other_Details, weight: TEXT },
    ]).map((reward) => ({
      key: reward.rewardTypeExternalReference,
      title: reward.customFields.Reward_Detail,
      snippet: reward.customFields.Reward_Type,
      target: { to: 'allRewards', query: { q: reward.customFields.Reward_Detail } },
    })),
    articles: searchItems(sources.articles ?? [], query, locale, (article) => [
      { text: article.title, weight: TITLE },
      { text: article.summary, weight: TEXT },
    ]).map((article) => {
      const link = articleLink(article);
      return { key: article.articleId, title: article.title, snippet: article.summary, target: { to: link.routeId, query: link.query } };
    }),
    causes: searchItems(sources.causes ?? [], query, locale, (cause) => [
      { text: cause.name, weight: TITLE },
      { text: cause.summary, weight: TEXT },
      { text: cause.description.join(' '), weight: TEXT },
    ]).flatMap((cause) => {
      const causeId = causeIdFrom(cause.causeId);
      return causeId
        ? [{ key: cause.causeId, title: cause.name, snippet: cause.summary, target: { to: 'causes', query: causeLink(causeId).query } }]
        : [];
    }),
    help: searchItems(
      (sources.help ?? []).flatMap((topic) => topic.questions),
      query,
      locale,
      (question) => [
        { text: question.question, weight: TITLE },
        { text: question.answer.join(' '), weight: TEXT },
      ],
    ).map((question) => ({
      key: question.questionId,
      title: question.question,
      snippet: question.answer[0] ?? null,
      target: { to: 'help', hash: helpQuestionAnchor(question.questionId) },
    })),
  };
  return SEARCH_GROUPS.map((group) => ({ group, results: found[group].slice(0, RESULTS_PER_GROUP) })).filter(
    (entry) => entry.results.length > 0,
  );
}
