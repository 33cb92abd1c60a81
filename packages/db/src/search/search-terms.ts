// Turning what a visitor typed into full-text and pattern terms. The words are cut out of the text here, so
// nothing the visitor types can reach to_tsquery's own syntax (operators, quotes, weights).

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 8;
/** A prefix of one or two letters matches half the dictionary and makes the index scan slow for nothing. */
const MIN_PREFIX_LENGTH = 3;
/** pg_trgm cannot use its index for a pattern with fewer characters than a trigram. */
const MIN_TRIGRAM_LENGTH = 3;

export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
}

/**
 * A tsquery (for to_tsquery('simple', ...)) that needs every word, the last one as a prefix so results
 * come while the visitor is still typing; `weight` limits every word to one part of search_vector
 * (A title, C address/city/state). Null when the text holds no word.
 */
export function tsqueryOf(text: string, options: { weight?: 'A' | 'C'; prefixLast?: boolean } = {}) {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const weight = options.weight ?? '';
  return words
    .map((word, index) => {
      const prefix =
        (options.prefixLast ?? true) && index === words.length - 1 && word.length >= MIN_PREFIX_LENGTH;
      return prefix || weight ? `${word}:${prefix ? '*' : ''}${weight}` : word;
    })
    .join(' & ');
}

/** `%text%` for ILIKE, with the pattern characters escaped; null when too short for the trigram index. */
export function containsPattern(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if ([...trimmed].length < MIN_TRIGRAM_LENGTH) return null;
  return `%${trimmed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Case and spacing as `lower(city)` compares it. */
export function placeKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
