/**
 * The words a page shows for a variant's size and colour: the Bangla names of the Size and
 * Colour values variants refer to, keyed by the value's English name (which variants.size
 * and colour copy) trimmed and lower-cased, spaces run together as the values are matched
 * (drizzle/0033). Empty on English pages: the text is shown as stored. Only the display
 * changes; the cart and orders keep the English text.
 */
export type VariantWords = { size: Record<string, string>; colour: Record<string, string> };

export type VariantOption = keyof VariantWords;

export const noVariantWords: VariantWords = { size: {}, colour: {} };

export const variantWordKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** `text` as the page writes it: its value's Bangla name when there is one, else as stored. */
export function variantWord(words: VariantWords, option: VariantOption, text: string): string {
  return Object.hasOwn(words[option], variantWordKey(text))
    ? words[option][variantWordKey(text)]!
    : text;
}
