'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { IntentLink } from '@/components/navigation/intent-link';
import { CloseButton } from '@/components/ui/close-button';
import { timing } from '@/lib/config';
import { wishlistPath } from '@/lib/catalogue/client';
import { useSavedNotice } from '@/stores/saved-notice';

/**
 * "Saved to your wishlist", with the way to it: a polite live region that is always in the
 * page, so the words are read out without moving focus from the heart. Polite, and not
 * role=status: the page's own notices (a form's "saved") are its status.
 */
export function SavedToast() {
  const { name, round, dismiss } = useSavedNotice();
  return (
    <div
      aria-live="polite"
      data-testid="saved-toast-region"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-8 sm:bottom-8"
    >
      {name !== null && <Toast key={round} name={name} onDismiss={dismiss} />}
    </div>
  );
}

/** One notice: it goes by itself after a while, never while the pointer or focus is on it. */
function Toast({ name, onDismiss }: { name: string; onDismiss: () => void }) {
  const t = useTranslations('wishlist.toast');
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onDismiss, timing.passingNoticeMs);
    return () => clearTimeout(timer);
  }, [held, onDismiss]);

  return (
    <div
      ref={box}
      data-testid="saved-toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node)) setHeld(false);
      }}
      className="text-ink border-l-primary pointer-events-auto flex w-full max-w-sm items-center gap-2 border border-l-2 border-stone-200 bg-white py-4 pr-2 pl-5 shadow-xl shadow-stone-900/10 motion-safe:animate-[rise-in_200ms_ease-out]"
    >
      <p className="min-w-0 flex-1 text-sm leading-6">
        {t('saved', { name })}{' '}
        <IntentLink
          href={wishlistPath}
          onClick={onDismiss}
          className="text-primary-800 hover:text-ink whitespace-nowrap underline underline-offset-4"
        >
          {t('view')}
        </IntentLink>
      </p>
      <CloseButton label={t('dismiss')} onClick={onDismiss} />
    </div>
  );
}
