import 'server-only';

/** Words shorter than this must be spelt right (the contract: one typo in words of 5+ letters). */
export const minTypoWordLength = 5;
const maxTypoWordLength = 24;

const latin = 'abcdefghijklmnopqrstuvwxyz';
// The assigned letters, signs and vowel marks of the Bengali block.
const bengali = Array.from({ length: 0x09e4 - 0x0981 }, (_, i) => String.fromCodePoint(0x0981 + i))
  .filter((char) => /[\p{L}\p{M}]/u.test(char))
  .join('');

function alphabetOf(word: string): string[] {
  if (/^[a-z]+$/.test(word)) return [...latin];
  if (/^[\u0980-\u09ff]+$/u.test(word)) return [...bengali];
  return [];
}

/**
 * Every word one edit away from `word` (a letter deleted, inserted, replaced, or two
 * neighbours swapped). The catalogue's index then says which of them really occur.
 */
export function typoVariants(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < minTypoWordLength || chars.length > maxTypoWordLength) return [];
  if (/\p{N}/u.test(word)) return [];
  const alphabet = alphabetOf(word);
  const variants = new Set<string>();
  const at = (i: number, replacement: string, skip: number) =>
    variants.add([...chars.slice(0, i), replacement, ...chars.slice(i + skip)].join(''));
  for (let i = 0; i <= chars.length; i++) {
    if (i < chars.length) at(i, '', 1);
    if (i < chars.length - 1) at(i, `${chars[i + 1]}${chars[i]}`, 2);
    for (const letter of alphabet) {
      if (i < chars.length) at(i, letter, 1);
      at(i, letter, 0);
    }
  }
  variants.delete(word);
  return [...variants];
}
