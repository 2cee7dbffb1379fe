import type { HelpTopic } from '@maple/contracts';
import { filterHelpTopics } from './faq-search';

const topics: HelpTopic[] = [
  {
    topicId: 'earning',
    title: 'Accumuler des points',
    questions: [
      {
        questionId: 'how-to-earn',
        question: 'Comment accumuler des points?',
        answer: ['Répondez à des sondages.'],
        routeIds: ['earnPoints'],
      },
      { questionId: 'receipt', question: 'Pourquoi mon reçu est-il en attente?', answer: ['Chaque reçu est vérifié.'], routeIds: [] },
    ],
  },
  {
    topicId: 'samples',
    title: 'Échantillons',
    questions: [{ questionId: 'limit', question: 'Combien d’échantillons puis-je commander?', answer: ['Un par foyer.'], routeIds: [] }],
  },
];

describe('filterHelpTopics', () => {
  it('keeps every topic and question for an empty query', () => {
    expect(filterHelpTopics(topics, '   ', 'fr-CA')).toEqual(topics);
  });

  it('finds a question without its accents, leaving out topics with no match', () => {
    const found = filterHelpTopics(topics, 'recu', 'fr-CA');
    expect(found.map((topic) => topic.topicId)).toEqual(['earning']);
    expect(found[0]?.questions.map((question) => question.questionId)).toEqual(['receipt']);
  });

  it('looks in answers and in the topic’s title too', () => {
    expect(filterHelpTopics(topics, 'foyer', 'fr-CA')[0]?.questions[0]?.questionId).toBe('limit');
    expect(filterHelpTopics(topics, 'echantillons', 'fr-CA')[0]?.topicId).toBe('samples');
  });

  it('puts a match in the question before a match in the answer', () => {
    const found = filterHelpTopics(topics, 'points sondages', 'fr-CA');
    expect(found[0]?.questions.map((question) => question.questionId)).toEqual(['how-to-earn']);
  });

  it('finds nothing when no question has every word', () => {
    expect(filterHelpTopics(topics, 'carte cadeau', 'fr-CA')).toEqual([]);
  });
});
