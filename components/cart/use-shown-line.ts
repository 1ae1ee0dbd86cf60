import { useLocale } from '#intl';
import { useVariantWord } from '@/components/catalog/variant-words';
import type { Locale } from '@/i18n/routing';
import type { VariantOption } from '@/lib/catalogue/client';
import type { CartItem } from '@/stores/cart-reducers';
import { lineLanguage, useLineNames } from './line-names';

type Shown = Pick<CartItem, 'id' | 'name' | 'size' | 'colour' | 'lang'>;

type Page = {
  locale: Locale;
  /** The names looked up in the page's language, by variant id. */
  names: Record<number, string>;
  word: (option: VariantOption, text: string) => string;
};

/** A line as the page shows it: see useShownLine. */
export function shownLine<L extends Shown>(line: L, { locale, names, word }: Page): L {
  return {
    ...line,
    name: lineLanguage(line) === locale ? line.name : (names[line.id] ?? line.name),
    size: word('size', line.size),
    colour: word('colour', line.colour),
  };
}

/**
 * A cart line as this page shows it: its name in the page's language (CartLanguage looks
 * up those stored in the other one) and its size and colour in the page's words. The
 * stored line, which the cart keeps and checkout posts, is not changed.
 */
export function useShownLine(): <L extends Shown>(line: L) => L {
  const locale = useLocale();
  const names = useLineNames((state) => state.names[locale]);
  const word = useVariantWord();
  return (line) => shownLine(line, { locale, names, word });
}
