import { create } from 'zustand';
import type { Locale } from '@/i18n/routing';
import { clientLimits } from '@/lib/client-config';
import type { CartItem } from '@/stores/cart-reducers';

type LineNames = {
  /** Product names by variant id, per language, as the variant lookup answered them. */
  names: Record<Locale, Record<number, string>>;
  learn(locale: Locale, found: { id: number; name: string }[]): void;
};

/**
 * Names of cart lines in a language other than the one they were stored in (a piece added
 * on an English page, shown on a Bangla one). Kept in memory only: written to the stored
 * cart, two tabs in two languages would rename its lines back and forth through the
 * storage event.
 */
export const useLineNames = create<LineNames>()((set) => ({
  names: { en: {}, bn: {} },
  learn: (locale, found) =>
    set((state) => ({
      names: {
        ...state.names,
        [locale]: {
          ...state.names[locale],
          ...Object.fromEntries(found.map(({ id, name }) => [id, name])),
        },
      },
    })),
}));

/** The language a line's stored name is in. */
export const lineLanguage = (line: Pick<CartItem, 'lang'>): Locale => line.lang ?? 'en';

/** The lines whose name this page has not got in its language: to look up (at most a lookup's worth). */
export function namesToLookUp(
  lines: Pick<CartItem, 'id' | 'lang'>[],
  locale: Locale,
  known: Record<number, string>,
): number[] {
  return lines
    .filter((line) => lineLanguage(line) !== locale && !Object.hasOwn(known, line.id))
    .map((line) => line.id)
    .slice(0, clientLimits.lookupIds);
}
