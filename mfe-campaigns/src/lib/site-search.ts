import type { Locale } from '@maple/contracts';

/** The longest query read, in characters; the rest is ignored (a search box is not a document). */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The most words of a query that count. */
export const SEARCH_MAX_TERMS = 8;

/** Letters no Unicode decomposition separates, written the way people type them without the key. */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };
const LIGATURE_PATTERN = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');

/**
 * Words that say nothing about what is searched for, per language. A query made only of
 * them keeps them (someone searching "the" means it).
 */
const STOP_WORDS: Readonly<Record<Locale, ReadonlySet<string>>> = {
  'en-CA': new Set([
    'an',
    'and',
    'are',
    'can',
    'do',
    'for',
    'how',
    'in',
    'is',
    'it',
    'me',
    'my',
    'of',
    'on',
    'or',
    'the',
    'to',
    'what',
    'with',
  ]),
  'fr-CA': new Set([
    'au',
    'aux',
    'avec',
    'ce',
    'ces',
    'comment',
    'dans',
    'de',
    'des',
    'du',
    'en',
    'est',
    'et',
    'je',
    'la',
    'le',
    'les',
    'ma',
    'mes',
    'mon',
    'ou',
    'par',
    'pour',
    'qu',
    'que',
    'quoi',
    'sur',
    'un',
    'une',
  ]),
};

/**
 * Text as a search compares it: accents removed (`é` → `e`, `ç` → `c`), ligatures spelled
 * out (`œ` → `oe`), compatibility forms unified (`ﬁ` → `fi`, full-width letters), lower case in
 * the page's language.
 */
export function foldSearchText(text: string, locale: Locale): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase(locale)
    .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter);
}

/** The words of a text, folded: letters and digits; apostrophes, hyphens and punctuation separate words. */
export function searchWords(text: string, locale: Locale): string[] {
  return foldSearchText(text, locale)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The words of a query that a result must contain, in the page's language: folded, without
 * French elisions (`l’eau` → `eau`) and single letters, without the language's empty words
 * unless the query has nothing else, each once, at most {@link SEARCH_MAX_TERMS}.
 */
export function searchTerms(query: string, locale: Locale): string[] {
  const words = searchWords(query.slice(0, SEARCH_QUERY_MAX_LENGTH), locale).filter((word) => word.length > 1 || /\p{N}/u.test(word));
  const meaningful = words.filter((word) => !STOP_WORDS[locale].has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, SEARCH_MAX_TERMS);
}

/** A text of an item that a search looks in, and how much a match there counts (a title more than a body). */
export interface SearchField {
  readonly text: string;
  readonly weight: number;
}

/**
 * How well an item matches: 0 unless every term starts a word of one of its fields; otherwise
 * the sum, over the terms, of the best field's weight, doubled where the term is a whole word.
 */
export function searchScore(fields: readonly SearchField[], terms: readonly string[], locale: Locale): number {
  if (terms.length === 0) return 0;
  const indexed = fields.map((field) => ({ weight: field.weight, words: searchWords(field.text, locale) }));
  let score = 0;
  for (const term of terms) {
    let best = 0;
    for (const field of indexed) {
      for (const word of field.words) {
        if (word.startsWith(term)) best = Math.max(best, field.weight * (word === term ? 2 : 1));
      }
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/**
 * The items that match `query` in the page's language, best first (ties keep the items'
 * order). Case, accents, ligatures, apostrophes and hyphens never stop a match, in either
 * direction: `recompense` finds `Récompenses`, `coeur` finds `cœur`, `l'eau` finds `L’eau`.
 */
export function searchItems<T>(items: readonly T[], query: string, locale: Locale, fieldsOf: (item: T) => readonly SearchField[]): T[] {
  const terms = searchTerms(query, locale);
  if (terms.length === 0) return [];
  return items
    .map((item, index) => ({ item, index, score: searchScore(fieldsOf(item), terms, locale) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((candidate) => candidate.item);
}
