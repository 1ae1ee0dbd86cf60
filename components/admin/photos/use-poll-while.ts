'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `delayMs` while `active`, one call at a time (the next waits for the
 * last to settle), and stops as soon as `active` turns false or the component goes. A
 * failed call is simply made again at the next turn.
 */
export function usePollWhile(active: boolean, poll: () => Promise<void>, delayMs = 1000): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  }, [poll]);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(async () => {
        await latest.current().catch(() => undefined);
        if (!stopped) schedule();
      }, delayMs);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, delayMs]);
}
