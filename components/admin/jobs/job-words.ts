import { useLocale, useTranslations } from '#intl';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import type { FailedJob } from '@/lib/fulfilment/admin';
import { couriers, type Courier } from '@/lib/ordering/client';

/**
 * A failed job in the staff's words: what it does ("Send an SMS or e-mail") and what it was
 * about ("SMS to +880… · order NJ-…"), its words filled with its data (admin.json
 * `jobs.about`), a courier named and an amount in taka.
 */
export function useJobWords() {
  const t = useTranslations('admin.jobs.about');
  const words = useTranslations('vocabulary');
  const locale = useLocale();
  return ({ name, about }: Pick<FailedJob, 'name' | 'about'>) => {
    const { courier, codAmount } = about;
    const courierName = couriers.includes(courier as Courier)
      ? words(`courierDesk.${courier as Courier}`)
      : String(courier ?? '');
    // A count chooses its plural as a number and is shown as text in the language's digits.
    const counts = Object.entries(about).flatMap(([key, value]) =>
      typeof value === 'number' ? [[`${key}Text`, localeDigits(String(value), locale)]] : [],
    );
    return {
      label: words(`job.${name}`),
      about: t(name, {
        ...about,
        ...Object.fromEntries(counts),
        courier: courierName,
        amount: codAmount === undefined ? '' : formatBDT(Number(codAmount), locale),
      }),
    };
  };
}
