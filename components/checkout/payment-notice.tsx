import { useTranslations } from '#intl';

export type PaymentOutcome = 'failed' | 'cancelled';

/** Back from the gateway without paying: say so, and what to do next. */
export function PaymentNotice({
  outcome,
  restored,
}: {
  outcome: PaymentOutcome;
  restored: boolean;
}) {
  const t = useTranslations('checkout.returned');
  return (
    <p
      role="alert"
      className="border-primary-600 bg-primary-50 text-ink mb-10 border-l-2 px-5 py-4 text-sm leading-relaxed"
    >
      {t(outcome)} {restored ? t('restored') : t('tryAgain')}
    </p>
  );
}
