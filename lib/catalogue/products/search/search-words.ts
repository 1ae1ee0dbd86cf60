import 'server-only';
import { asciiDigits } from '@/lib/i18n/digits';

/** Longer texts are searched by their first words: a 10 KB keyward costs no more than a short one. */
export const maxSearchWords = 8;
const maxWordLength = 40;
const maxPhraseLength = 64;

/** What a keyward searches for: its words, and the whole text when it has symbols in it. */
export type SearchTerms = {
  /** The trimmed, lower-case keyward (an exact SKU match ranks first). */
  text: string;
  /** Lower-case words of letters, digits and combining marks (Bangla vowel signs are marks). */
  words: string[];
  /** The text again when it has symbols, for a literal match of SKUs such as `BL-1042` or `100%`. */
  phrase: string | null;
};

export function searchTerms(keyward: string): SearchTerms {
  // Control characters (NUL above all, which PostgreSQL text cannot hold) separate words.
  // Bangla digits are searched as the catalogue writes them (sizes, SKUs): ASCII.
  const text = asciiDigits(keyward.normalize('NFC'))
    .toLowerCase()
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  const words = [
    ...new Set(
      text
        .split(/[^\p{L}\p{N}\p{M}]+/u)
        .filter(Boolean)
        .map((word) => Array.from(word).slice(0, maxWordLength).join('')),
    ),
  ].slice(0, maxSearchWords);
  const hasSymbols = /[^\p{L}\p{N}\p{M} ]/u.test(text);
  const phrase = hasSymbols && text.length <= maxPhraseLength ? text : null;
  return { text, words, phrase };
}

/** A LIKE pattern that matches `text` literally anywhere (backslash is LIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
