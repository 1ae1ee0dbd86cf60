'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ConsentChoice } from '@/lib/measurement/client';
import { storeConsent, storedConsent } from './consent-choice';
import { startMeasuring } from './track';

/** Runs `work` when the browser is idle, so that nothing here delays the page's paint. */
function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(work, { timeout: 4000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}

/** Whether the server measures with any partner now (GET /api/v1/measurement). */
async function measuresAtAll(): Promise<boolean> {
  const answer = await fetch('/api/v1/measurement', { headers: { accept: 'application/json' } });
  return answer.ok && (await answer.json()) !== null;
}

/**
 * The consent choice, on every shopper page: drawn in the browser only, and only when the
 * store measures with a partner and the shopper has not chosen yet, so that the prerendered
 * page stays the same for everyone. A shopper who accepted has the partners' scripts
 * loaded once the page is idle; one who declined gets nothing.
 */
export function MeasurementConsent() {
  const [asking, setAsking] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        const choice = storedConsent();
        if (choice === 'granted') startMeasuring();
        if (choice !== null) return;
        void measuresAtAll()
          .then(setAsking)
          .catch(() => undefined);
      }),
    [],
  );
  if (!asking) return null;
  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setAsking(false);
    startMeasuring();
  };
  return <ConsentBanner onChoose={choose} />;
}

function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const t = useTranslations('shell.consent');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:px-8"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:gap-8">
        <div className="flex-1">
          <h2 id={titleId} className="text-primary-800 text-xs tracking-[0.3em] uppercase">
            {t('title')}
          </h2>
          <p className="text-ink mt-1 text-sm leading-relaxed">{t('text')}</p>
        </div>
        <div className="flex gap-3">
          <Button size="small" onClick={() => onChoose('granted')}>
            {t('accept')}
          </Button>
          <Button size="small" variant="secondary" onClick={() => onChoose('denied')}>
            {t('decline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
