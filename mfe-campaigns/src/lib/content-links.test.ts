import { ARTICLE_QUERY_PARAM, articleLink, articleRouteId, CAUSE_QUERY_PARAM, causeLink, helpQuestionAnchor } from './content-links';
import { causeIdFrom } from '@maple/contracts';

describe('content links', () => {
  it('reads good news on the good-news screen and guides on the articles screen', () => {
    expect(articleRouteId('goodNews')).toBe('goodNews');
    expect(articleRouteId('guide')).toBe('articles');
  });

  it('opens an article by its id in the query', () => {
    expect(articleLink({ articleId: 'wash-in-cold-water', section: 'guide' })).toEqual({
      routeId: 'articles',
      query: { [ARTICLE_QUERY_PARAM]: 'wash-in-cold-water' },
    });
  });

  it('opens a cause by its short key, or its code when it has none, which reads back to the cause', () => {
    expect(causeLink('006WWF')).toEqual({ routeId: 'causes', query: { [CAUSE_QUERY_PARAM]: 'wwf' } });
    expect(causeLink('004FA').query.cause).toBe('004fa');
    expect(causeIdFrom(causeLink('013HISTR').query.cause)).toBe('013HISTR');
  });

  it('leads to a help question by an anchor that never clashes with another id of the page', () => {
    expect(helpQuestionAnchor('how-to-earn')).toBe('faq-how-to-earn');
  });
});
