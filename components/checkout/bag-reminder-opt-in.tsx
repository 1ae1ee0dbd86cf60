'use client';

import { useId } from 'react';
import { useTranslations } from '#intl';

/**
 * "Remind me about my bag": her consent to at most two reminders if she leaves the checkout
 * unfinished, posted as `remind` (`on` when ticked). Off until she ticks it.
 */
export function BagReminderOptIn({ className = '' }: { className?: string }) {
  const t = useTranslations('checkout.contact');
  const hintId = useId();
  return (
    <div className={className}>
      <label className="text-ink flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="remind"
          value="on"
          aria-describedby={hintId}
          className="accent-ink mt-0.5 h-4 w-4 shrink-0"
        />
        <span>{t('remind')}</span>
      </label>
      <p id={hintId} className="text-ink-muted mt-1 pl-7 text-xs">
        {t('remindHint')}
      </p>
    </div>
  );
}
