'use client';

import { createContext, useContext, useEffect, useState } from 'react';

const PhotosReady = createContext(false);

/**
 * True once the carousel has hydrated and the browser is idle. Until then only the first
 * slide's photograph loads, so on a slow phone connection it does not share the line with
 * three photographs nobody can see yet.
 */
export function usePhotosReady(hydrated: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated || ready) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => setReady(true));
    return () => cancel(handle);
  }, [hydrated, ready]);
  return ready;
}

export const PhotosReadyProvider = PhotosReady.Provider;

/** A later slide's photograph: rendered once the carousel is ready to show it. */
export function LaterSlidePhoto({ children }: { children: React.ReactNode }) {
  return useContext(PhotosReady) ? children : null;
}
