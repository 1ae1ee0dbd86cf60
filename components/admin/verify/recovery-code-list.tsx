import { useTranslations } from '#intl';

/** Recovery codes as they are shown, once, after they are made. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const t = useTranslations('admin.verify.setup');
  return (
    <ul
      aria-label={t('recoveryCodes')}
      className="grid grid-cols-2 gap-2 border border-stone-200 bg-stone-50 p-4 font-mono text-sm"
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  );
}
