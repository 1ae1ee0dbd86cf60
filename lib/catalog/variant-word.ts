/**
 * The words a page shows for a variant's free-text size and colour (variants.size,
 * variants.colour): the Bangla name of the Size or Colour attribute value of the same name,
 * keyed by that name trimmed and lower-cased. Empty on English pages: the text is shown as
 * stored. Only the display changes; the cart and orders keep the English text.
 */
export type VariantWords = { size: Record<string, string>; colour: Record<string, string> };

export type VariantOption = keyof VariantWords;

export const noVariantWords: VariantWords = { size: {}, colour: {} };

export const variantWordKey = (text: string) => text.trim().toLowerCase();

/** `text` as the page writes it: its value's Bangla name when there is one, else as stored. */
export function variantWord(words: VariantWords, option: VariantOption, text: string): string {
  return Object.hasOwn(words[option], variantWordKey(text))
    ? words[option][variantWordKey(text)]!
    : text;
}
