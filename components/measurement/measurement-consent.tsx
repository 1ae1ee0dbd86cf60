'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConsentChoice } from '@/lib/measurement/client';
import { storeConsent, storedConsent } from './consent-choice';
import { startMeasuring } from './track';

// Asked once, of the few shoppers of a store that measures: its words and buttons load then.
const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

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
  return (
    <Suspense fallback={null}>
      <ConsentBanner onChoose={choose} />
    </Suspense>
  );
}
