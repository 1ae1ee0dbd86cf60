'use client';

import { useTranslations } from '#intl';
import { useEffect, useRef, useState } from 'react';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { CloseButton } from '@/components/ui/close-button';
import { toastBoxClass } from '@/components/ui/toast-look';
import { timing } from '@/lib/client-config';
import { wishlistPath } from '@/lib/catalogue/client';

/** One notice: it goes by itself after a while, never while the pointer or focus is on it. */
export default function SavedNotice({ name, onDismiss }: { name: string; onDismiss: () => void }) {
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
      className={toastBoxClass('success')}
    >
      <p className="min-w-0 flex-1 text-sm leading-6">
        {t('saved', { name })}{' '}
        <LocalisedLink
          href={wishlistPath}
          onClick={onDismiss}
          className="text-primary-800 hover:text-ink whitespace-nowrap underline underline-offset-4"
        >
          {t('view')}
        </LocalisedLink>
      </p>
      <CloseButton label={t('dismiss')} onClick={onDismiss} />
    </div>
  );
}
