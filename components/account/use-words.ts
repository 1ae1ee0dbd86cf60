'use client';

import { useLocale, useTranslations } from '#intl';
import type { Words } from './explain-failure';

/** The account forms' language and messages, for the failure and field words. */
export function useWords(): Words {
  return { locale: useLocale(), t: useTranslations('account') };
}
