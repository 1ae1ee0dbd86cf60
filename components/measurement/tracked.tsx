'use client';

import { useCallback } from 'react';
import type { StoreEvent } from './store-events';
import { useTrackOnce } from './use-track-once';

/** For a server page: tells the partners of `event` once the page is in the browser. */
export function Tracked({ event }: { event: StoreEvent }) {
  const made = useCallback(() => event, [event]);
  useTrackOnce(made);
  return null;
}
