'use client';

import { useId } from 'react';
import { useTranslations } from '#intl';

type WhatsAppOptInProps = {
  defaultChecked?: boolean;
  className?: string;
};

/**
 * "Send my order updates on WhatsApp": the checkout's, sign-up's and profile's box, posted
 * as `whatsapp` (`on` when ticked; a hidden `off` before it says an unticked box was shown).
 * Rendered only where the store has WhatsApp set up.
 */
export function WhatsAppOptIn({ defaultChecked = false, className = '' }: WhatsAppOptInProps) {
  const t = useTranslations('account.whatsapp');
  const hintId = useId();
  return (
    <div className={className}>
      <input type="hidden" name="whatsapp" value="off" />
      <label className="text-ink flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="whatsapp"
          value="on"
          defaultChecked={defaultChecked}
          aria-describedby={hintId}
          className="accent-ink mt-0.5 h-4 w-4 shrink-0"
        />
        <span>{t('optIn')}</span>
      </label>
      <p id={hintId} className="text-ink-muted mt-1 pl-7 text-xs">
        {t('optInHint')}
      </p>
    </div>
  );
}
