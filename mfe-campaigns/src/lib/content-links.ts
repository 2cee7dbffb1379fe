import { type ArticleSection, type CauseId, causeLinkKey } from '@maple/contracts';

/** The query parameter that opens one article on its section's page: `/good-news/?article=<id>`. */
export const ARTICLE_QUERY_PARAM = 'article';

/** The query parameter that opens one cause's page on the causes screen: `/causes/?cause=wwf`. */
export const CAUSE_QUERY_PARAM = 'cause';

/** The screen that lists and shows the articles of a section: good news, or the articles (guides). */
export function articleRouteId(section: ArticleSection): 'goodNews' | 'articles' {
  return section === 'goodNews' ? 'goodNews' : 'articles';
}

/** Where an article is read: its section's screen and the query that opens it. */
export function articleLink(article: { readonly articleId: string; readonly section: ArticleSection }) {
  return { routeId: articleRouteId(article.section), query: { [ARTICLE_QUERY_PARAM]: article.articleId } } as const;
}

/** Where a cause's page is: the causes screen and the query that opens it, by short key when the cause has one. */
export function causeLink(causeId: CauseId) {
  return { routeId: 'causes', query: { [CAUSE_QUERY_PARAM]: causeLinkKey(causeId) } } as const;
}

/** The fragment that leads to one question of the help page: `/help#faq-<questionId>`. */
export function helpQuestionAnchor(questionId: string): string {
  return `faq-${questionId}`;
}
