import type { Locale } from '@/i18n/routing';

const bengali = /[\u0980-\u09FF]/gu;
const latin = /[A-Za-z]/g;

/**
 * The language a review is written in, from its letters: Bangla when Bengali letters are
 * at least as many as Latin ones. The page's language says nothing: many write Bangla on
 * the English pages, and English on the Bangla ones.
 */
export function reviewLanguage(text: string): Locale {
  const bangla = text.match(bengali)?.length ?? 0;
  const english = text.match(latin)?.length ?? 0;
  return bangla > 0 && bangla >= english ? 'bn' : 'en';
}
