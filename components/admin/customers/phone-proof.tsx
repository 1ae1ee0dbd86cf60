import { useTranslations } from 'next-intl';

/** Whether a phone opens anything: only a proven one names an account (docs/decisions.md 11). */
export function PhoneProof({ proven, guest }: { proven: boolean; guest: boolean }) {
  const t = useTranslations('admin.customers.phone');
  if (guest) return <span className="text-ink-muted text-xs">{t('guest')}</span>;
  return proven ? (
    <span className="text-xs text-emerald-800">{t('proven')}</span>
  ) : (
    <span className="text-primary-800 text-xs">{t('notProven')}</span>
  );
}
