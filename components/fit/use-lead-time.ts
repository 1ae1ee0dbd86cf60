import { useLocale, useTranslations } from '#intl';
import { leadTimeWeeks } from '@/lib/catalogue/client';
import { localeDigits } from '@/lib/i18n/digits';

/** "Made to measure · ready in about 6 weeks", in the page's language and digits. */
export function useLeadTime() {
  const t = useTranslations('fit');
  const locale = useLocale();
  return (days: number) => {
    const weeks = leadTimeWeeks(days);
    return t('leadTime', { weeks, n: localeDigits(String(weeks), locale) });
  };
}
