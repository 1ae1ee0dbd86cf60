'use client';

import { useEffect, useRef } from 'react';
import type { StoreEvent } from './store-events';
import { track } from './track';

/** Tells the partners of `event` once, when `ready` first holds (a cart read from storage). */
export function useTrackOnce(event: () => StoreEvent, ready = true): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    track(event());
  }, [ready, event]);
}
