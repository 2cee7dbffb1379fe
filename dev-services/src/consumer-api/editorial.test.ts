import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CAUSE_IDS, CAUSE_SHORT_KEYS } from '@maple/contracts';
import { type TestApi, startTestApi } from './test-support/harness';

describe('editorial content', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  describe('content/library', () => {
    it('lists the good news and the guides together, newest first, in each language', async () => {
      const english = (await api.call('library')).body.articles;
      const french = (await api.call('library', { locale: 'fr-CA' })).body.articles;
      assert.deepEqual(
        english.map((article) => article.articleId),
        french.map((article) => article.articleId),
      );
      assert.ok(english.filter((article) => article.section === 'goodNews').length >= 5);
      assert.ok(english.filter((article) => article.section === 'guide').length >= 3);
      assert.ok(english.every((article, index) => index === 0 || article.publishedAt <= (english[index - 1]?.publishedAt ?? '')));
      for (const [index, article] of english.entries()) {
        assert.notEqual(article.title, french[index]?.title, article.articleId);
        assert.notEqual(article.summary, french[index]?.summary, article.articleId);
      }
    });

    it('names causes by their codes only', async () => {
      const articles = (await api.call('library')).body.articles;
      for (const article of articles) if (article.causeId) assert.ok((CAUSE_IDS as readonly string[]).includes(article.causeId));
    });

    it('answers visitors and members alike', async () => {
      const { token } = await api.member('lea');
      const asMember = await api.call('library', { token });
      assert.deepEqual(asMember.body, (await api.call('library')).body);
    });
  });

  describe('content/articles/{articleId}', () => {
    it('serves a good-news article with its body, in French when asked', async () => {
      const article = (await api.call('article', { params: { articleId: 'period-products-schools' }, locale: 'fr-CA' })).body;
      assert.equal(article.section, 'goodNews');
      assert.equal(article.title, '1,2 million de produits menstruels livrés aux écoles');
      assert.equal(article.causeId, '003EPP');
      assert.ok(article.body.length >= 2);
      assert.match(article.body.join(' '), /écoles/);
    });

    it('serves a guide with its body', async () => {
      const article = (await api.call('article', { params: { articleId: 'wash-in-cold-water' } })).body;
      assert.equal(article.section, 'guide');
      assert.equal(article.title, 'Why washing in cold water works');
      assert.ok(article.readingMinutes >= 1);
    });

    it('gives every article of the library the same number of paragraphs in both languages', async () => {
      for (const { articleId } of (await api.call('library')).body.articles) {
        const english = (await api.call('article', { params: { articleId } })).body;
        const french = (await api.call('article', { params: { articleId }, locale: 'fr-CA' })).body;
        assert.equal(english.body.length, french.body.length, articleId);
        assert.notDeepEqual(english.body, french.body, articleId);
      }
    });

    it('answers 404 Resource not found for an article that does not exist', async () => {
      const answer = await api.call('article', { params: { articleId: 'no-such-article' } });
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, { statusCode: 404, message: 'Resource not found' });
    });
  });

  describe('content/cause-pages', () => {
    it('presents every cause of the spec, in its order, with its short key and a description in both languages', async () => {
      const english = (await api.call('causePages')).body.causes;
      const french = (await api.call('causePages', { locale: 'fr-CA' })).body.causes;
      assert.deepEqual(
        english.map((cause) => cause.causeId),
        [...CAUSE_IDS],
      );
      for (const [index, cause] of english.entries()) {
        const inFrench = french[index];
        assert.ok(inFrench);
        assert.equal(cause.shortKey, Object.keys(CAUSE_SHORT_KEYS).find((key) => CAUSE_SHORT_KEYS[key] === cause.causeId) ?? null);
        assert.notEqual(cause.summary, inFrench.summary, cause.causeId);
        assert.equal(cause.description.length, inFrench.description.length, cause.causeId);
      }
    });

    it('marks the default cause, and only it', async () => {
      const causes = (await api.call('causePages')).body.causes;
      assert.deepEqual(
        causes.filter((cause) => cause.isDefault).map((cause) => cause.causeId),
        ['006WWF'],
      );
    });
  });

  describe('content/help', () => {
    it('has the same topics and questions in both languages, each answered and pointing at screens by id', async () => {
      const english = (await api.call('helpTopics')).body.topics;
      const french = (await api.call('helpTopics', { locale: 'fr-CA' })).body.topics;
      assert.ok(english.length >= 4);
      assert.deepEqual(
        english.map((topic) => topic.questions.map((question) => question.questionId)),
        french.map((topic) => topic.questions.map((question) => question.questionId)),
      );
      const questions = english.flatMap((topic) => topic.questions);
      assert.equal(new Set(questions.map((question) => question.questionId)).size, questions.length);
      assert.ok(questions.every((question) => question.routeIds.every((id) => /^[a-zA-Z]+$/.test(id))));
      assert.notEqual(english[0]?.questions[0]?.question, french[0]?.questions[0]?.question);
    });
  });

  describe('content/support', () => {
    it('gives the phone number with its hours on Toronto time, and the email address', async () => {
      const contact = (await api.call('supportContact')).body;
      assert.equal(contact.timeZone, 'America/Toronto');
      assert.match(contact.phone.number, /^\+1\d{10}$/);
      assert.ok(contact.phone.hours.some((hours) => hours.days.includes('mon')));
      assert.ok(contact.phone.hours.every((hours) => hours.opens < hours.closes));
      assert.equal(contact.email.replyWithinBusinessDays, 2);
    });
  });

  describe('content/offer-rules', () => {
    it('answers both languages at once, whatever the locale header says', async () => {
      const english = (await api.call('offerRules')).body;
      const french = (await api.call('offerRules', { locale: 'fr-CA' })).body;
      assert.deepEqual(english, french);
      assert.equal(english.documents['fr-CA'].title, 'Règles des offres de Maple Rewards');
      assert.equal(english.documents['en-CA'].sections.length, english.documents['fr-CA'].sections.length);
      assert.match(english.effectiveDate, /^\d{4}-\d{2}-\d{2}$/);
    });
  });
});
