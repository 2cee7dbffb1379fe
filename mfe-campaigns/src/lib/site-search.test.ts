import {
  foldSearchText,
  SEARCH_MAX_TERMS,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchField,
  searchItems,
  searchScore,
  searchTerms,
  searchWords,
} from './site-search';

const title = (text: string): SearchField[] => [{ text, weight: 3 }];

describe('foldSearchText', () => {
  it.each([
    ['Récompenses', 'recompenses'],
    ['ÉCHANTILLONS GRATUITS', 'echantillons gratuits'],
    ['Garçon', 'garcon'],
    ['Noël à Montréal', 'noel a montreal'],
    ['Île-du-Prince-Édouard', 'ile-du-prince-edouard'],
    ['cœur', 'coeur'],
    ['Œuvre', 'oeuvre'],
    ['Lætitia', 'laetitia'],
    ['Straße', 'strasse'],
    ['ﬁdélité', 'fidelite'],
    ['ＭＡＰＬＥ', 'maple'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldSearchText(text, 'fr-CA')).toBe(folded);
  });

  it('folds the same way on English pages', () => {
    expect(foldSearchText('Café Crème', 'en-CA')).toBe('cafe creme');
  });
});

describe('searchWords', () => {
  it('splits on spaces, apostrophes of both kinds, hyphens and punctuation', () => {
    expect(searchWords('L’eau : chaque goutte compte!', 'fr-CA')).toEqual(['l', 'eau', 'chaque', 'goutte', 'compte']);
    expect(searchWords("Children's Safe-Drinking Water, 25 billion", 'en-CA')).toEqual([
      'children',
      's',
      'safe',
      'drinking',
      'water',
      '25',
      'billion',
    ]);
  });

  it('keeps digits as words', () => {
    expect(searchWords('1,2 million', 'fr-CA')).toEqual(['1', '2', 'million']);
  });
});

describe('searchTerms', () => {
  it('keeps what the visitor looks for, folded', () => {
    expect(searchTerms('  Récompenses  ', 'fr-CA')).toEqual(['recompenses']);
  });

  it('drops French elisions and single letters', () => {
    expect(searchTerms('l’eau', 'fr-CA')).toEqual(['eau']);
    expect(searchTerms("d'Habitat", 'fr-CA')).toEqual(['habitat']);
    expect(searchTerms('qu’est-ce que la ménopause', 'fr-CA')).toEqual(['menopause']);
  });

  it('drops the empty words of the page’s language only', () => {
    expect(searchTerms('How do I earn points', 'en-CA')).toEqual(['earn', 'points']);
    expect(searchTerms('comment accumuler des points', 'fr-CA')).toEqual(['accumuler', 'points']);
    // "de" is an empty word in French, not in English.
    expect(searchTerms('de la soul', 'en-CA')).toEqual(['de', 'la', 'soul']);
  });

  it('keeps empty words when the query has nothing else', () => {
    expect(searchTerms('the', 'en-CA')).toEqual(['the']);
  });

  it('keeps numbers, even of one digit', () => {
    expect(searchTerms('5 $ Tim', 'fr-CA')).toEqual(['5', 'tim']);
  });

  it('counts each word once', () => {
    expect(searchTerms('water Water WATER', 'en-CA')).toEqual(['water']);
  });

  it('reads a bounded query: at most so many words of the first characters', () => {
    expect(searchTerms(Array.from({ length: 20 }, (_, index) => `word${index}`).join(' '), 'en-CA')).toHaveLength(SEARCH_MAX_TERMS);
    expect(searchTerms(`${'x'.repeat(SEARCH_QUERY_MAX_LENGTH)} tail`, 'en-CA')).toEqual(['x'.repeat(SEARCH_QUERY_MAX_LENGTH)]);
  });

  it.each([[''], ['   '], ['!!!'], ['’ - ,'], ['a']])('finds no words in %p', (query) => {
    expect(searchTerms(query, 'en-CA')).toEqual([]);
  });
});

describe('searchScore', () => {
  it('is 0 unless every term starts a word of some field', () => {
    expect(searchScore(title('Gift cards'), ['gift', 'card'], 'en-CA')).toBeGreaterThan(0);
    expect(searchScore(title('Gift cards'), ['gift', 'movie'], 'en-CA')).toBe(0);
    expect(searchScore(title('Gift cards'), [], 'en-CA')).toBe(0);
  });

  it('matches the start of words, not their middle', () => {
    expect(searchScore(title('Ménopause'), ['meno'], 'fr-CA')).toBeGreaterThan(0);
    expect(searchScore(title('Ménopause'), ['pause'], 'fr-CA')).toBe(0);
  });

  it('looks in every field, and counts a title more than a body', () => {
    const inTitle = searchScore(
      [
        { text: 'Water quiz', weight: 3 },
        { text: 'Five questions', weight: 1 },
      ],
      ['water'],
      'en-CA',
    );
    const inBody = searchScore(
      [
        { text: 'Sustainability quiz', weight: 3 },
        { text: 'Save water at home', weight: 1 },
      ],
      ['water'],
      'en-CA',
    );
    expect(inBody).toBeGreaterThan(0);
    expect(inTitle).toBeGreaterThan(inBody);
  });

  it('counts a whole word more than the start of one', () => {
    expect(searchScore(title('Card games'), ['card'], 'en-CA')).toBeGreaterThan(searchScore(title('Cardinal'), ['card'], 'en-CA'));
  });
});

describe('searchItems', () => {
  const rewards = ['Carte-cadeau Tim Hortons de 5 $', 'Participation au concours', 'Don à WWF-Canada', 'L’eau : chaque goutte compte'];
  const search = (query: string, locale: 'en-CA' | 'fr-CA' = 'fr-CA') => searchItems(rewards, query, locale, title);

  it('finds without accents what is written with them, and the other way round', () => {
    expect(search('don a wwf')).toEqual(['Don à WWF-Canada']);
    expect(search('CARTE CADEAU')).toEqual(['Carte-cadeau Tim Hortons de 5 $']);
    expect(searchItems(['Resume builder'], 'résumé', 'en-CA', title)).toEqual(['Resume builder']);
  });

  it('finds across apostrophes and hyphens, written either way', () => {
    expect(search("l'eau")).toEqual(['L’eau : chaque goutte compte']);
    expect(search('eau')).toEqual(['L’eau : chaque goutte compte']);
    expect(search('wwf canada')).toEqual(['Don à WWF-Canada']);
  });

  it('finds ligatures typed as two letters', () => {
    expect(searchItems(['Bourses d’études', 'Le cœur à l’ouvrage'], 'coeur', 'fr-CA', title)).toEqual(['Le cœur à l’ouvrage']);
  });

  it('puts the best match first and keeps the items’ order between equals', () => {
    const items = [
      { name: 'Quiz sur le développement durable', about: 'L’eau et le recyclage' },
      { name: 'Quiz sur l’eau', about: 'Chaque goutte compte' },
      { name: 'Quiz sur le lavage des mains', about: 'Eau et savon' },
    ];
    const found = searchItems(items, 'eau', 'fr-CA', (item) => [
      { text: item.name, weight: 3 },
      { text: item.about, weight: 1 },
    ]);
    expect(found.map((item) => item.name)).toEqual(['Quiz sur l’eau', 'Quiz sur le développement durable', 'Quiz sur le lavage des mains']);
  });

  it('finds nothing for an empty query, rather than everything', () => {
    expect(search('')).toEqual([]);
    expect(search('  ')).toEqual([]);
  });

  it('finds nothing when a word is missing', () => {
    expect(search('carte cinema')).toEqual([]);
  });
});
