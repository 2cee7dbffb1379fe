import { siteRoutes } from '@maple/contracts/routes';
import { aChoiceReward } from '@maple/testing';
import { aCausePage, anArticle } from '../../testing/factories';
import { RESULTS_PER_GROUP, searchSite } from './site-search-results';

describe('searchSite', () => {
  it('groups what it finds in a fixed order, leaving out empty groups', () => {
    const groups = searchSite(
      {
        routes: siteRoutes.routes,
        rewards: [aChoiceReward({ name: 'Water filter' })],
        articles: [anArticle({ title: 'Water news' })],
        causes: [aCausePage({ name: 'Clean water' })],
        help: [],
      },
      'water',
      'en-CA',
    );
    expect(groups.map((group) => group.group)).toEqual(['pages', 'rewards', 'articles', 'causes']);
  });

  it('searches only the lists it has', () => {
    expect(searchSite({ routes: siteRoutes.routes }, 'water', 'en-CA').map((group) => group.group)).toEqual(['pages']);
  });

  it('never lists the sign-in return or the maintenance screen', () => {
    const pages = searchSite({ routes: siteRoutes.routes }, 'signing back', 'en-CA');
    expect(pages).toEqual([]);
  });

  it('links each result where it can be seen', () => {
    const [rewards, articles, causes, help] = searchSite(
      {
        routes: [],
        rewards: [aChoiceReward({ name: 'Kobo Plus' })],
        articles: [anArticle({ articleId: 'kobo-story', section: 'guide', title: 'Reading with Kobo' })],
        causes: [aCausePage({ causeId: '004FA', shortKey: null, name: 'Kobo allergy fund' })],
        help: [
          {
            topicId: 't',
            title: 'Topic',
            questions: [{ questionId: 'kobo', question: 'Where is my Kobo code?', answer: ['By email.'], routeIds: [] }],
          },
        ],
      },
      'kobo',
      'en-CA',
    );
    expect(rewards?.results[0]?.target).toEqual({ to: 'allRewards', query: { q: 'Kobo Plus' } });
    expect(articles?.results[0]?.target).toEqual({ to: 'articles', query: { article: 'kobo-story' } });
    expect(causes?.results[0]?.target).toEqual({ to: 'causes', query: { cause: '004fa' } });
    expect(help?.results[0]).toMatchObject({ snippet: 'By email.', target: { to: 'help', hash: 'faq-kobo' } });
  });

  it('shows at most so many results a group', () => {
    const rewards = Array.from({ length: RESULTS_PER_GROUP + 5 }, (_, index) => aChoiceReward({ name: `Gift card ${index}` }));
    expect(searchSite({ routes: [], rewards }, 'gift', 'en-CA')[0]?.results).toHaveLength(RESULTS_PER_GROUP);
  });
});
