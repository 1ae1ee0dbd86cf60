'use client';

import { useLocale, useTranslations } from '#intl';
import { localeDigits } from '@/lib/i18n/digits';
import { Button } from '@/components/ui/button';

/** "Resend code" once the wait is over; until then, how long is left. */
export function ResendCode({
  secondsLeft,
  sending,
  onResend,
}: {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}) {
  const t = useTranslations('account');
  const locale = useLocale();
  if (secondsLeft > 0) {
    return (
      <p className="text-ink-muted text-sm" data-testid="resend-wait">
        {t('code.wait', { seconds: localeDigits(String(secondsLeft), locale) })}
      </p>
    );
  }
  return (
    <Button variant="quiet" onClick={onResend} disabled={sending}>
      {sending ? t('buttons.sending') : t('buttons.resend')}
    </Button>
  );
}
