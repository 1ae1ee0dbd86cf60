import { useLocale, useTranslations } from '#intl';
import { regionName } from '@/lib/i18n/region-names';
import type { Address } from '@/lib/customers';

type SavedAddressOptionProps = { address: Address; checked: boolean; onChoose: () => void };

/** One saved address as a choice: its label, street, area, district and division. */
export function SavedAddressOption({ address, checked, onChoose }: SavedAddressOptionProps) {
  const t = useTranslations('checkout.address');
  const locale = useLocale();
  return (
    <label
      className={`flex cursor-pointer gap-4 border px-5 py-4 ${checked ? 'border-ink' : 'border-stone-200'}`}
    >
      <input
        type="radio"
        name="address_choice"
        value={address.id}
        checked={checked}
        onChange={onChoose}
        className="accent-ink mt-1 h-4 w-4 shrink-0"
      />
      <span className="text-sm leading-6">
        <span className="text-ink block text-xs tracking-[0.2em] uppercase">
          {address.label || address.recipient}
          {address.is_default && <span className="text-primary-800">{t('default')}</span>}
        </span>
        <span className="text-ink-soft block">
          {address.line}, {address.area}, {regionName(address.district, locale)},{' '}
          {t('division', { division: regionName(address.division, locale) })}
        </span>
      </span>
    </label>
  );
}
