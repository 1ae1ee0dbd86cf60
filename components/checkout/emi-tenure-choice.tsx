'use client';

import { useLocale, useTranslations } from '#intl';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { EmiBank, EmiTenure } from '@/lib/content/client';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';

type EmiTenureChoiceProps = {
  tenures: readonly EmiTenure[];
  /** The tenure chosen, in months. */
  months: number;
  onMonths: (months: number) => void;
  error?: string;
};

/**
 * Under "Card instalments": the months she pays over, each with what a month costs and the
 * banks that offer it (each bank's month where they differ; 0% said only of a bank staff
 * entered no charge for). Its field,
 * `emi_months`, goes with the order; the server checks it against the total again.
 */
export function EmiTenureChoice({ tenures, months, onMonths, error }: EmiTenureChoiceProps) {
  const t = useTranslations('checkout.payment');
  const locale = useLocale();
  /** A bank under its tenure, with its own month when the banks' months differ. */
  const bankWords = ({ bank, bankBn, zeroCharge, monthly }: EmiBank, alike: boolean) => {
    const name = locale === 'bn' && bankBn ? bankBn : bank;
    const said = zeroCharge ? t('emiBankFree', { bank: name }) : name;
    return alike ? said : t('emiBankMonthly', { bank: said, monthly: formatBDT(monthly, locale) });
  };
  return (
    <div className="border-primary-300 mt-3 border-l-2 pl-4" data-testid="emi-tenures">
      <ChoiceGroup
        type="radio"
        look="box"
        layoutClassName="grid gap-2 sm:grid-cols-2"
        name="emi_months"
        legend={t('emiTenures')}
        value={String(months)}
        onChange={(value) => onMonths(Number(value))}
        choices={tenures.map((tenure) => {
          const alike = tenure.banks.every((bank) => bank.monthly === tenure.monthly);
          return {
            value: String(tenure.months),
            label: t(alike ? 'emiTenure' : 'emiTenureFrom', {
              months: localeDigits(String(tenure.months), locale),
              monthly: formatBDT(tenure.monthly, locale),
            }),
            hint: tenure.banks.map((bank) => bankWords(bank, alike)).join(' · '),
          };
        })}
        hint={t('emiTenuresHint')}
        error={error}
      />
    </div>
  );
}
