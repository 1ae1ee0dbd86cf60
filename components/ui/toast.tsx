'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseButton } from './close-button';
import { toastBoxClass, toastRegionClass, type ToastTone } from './toast-look';

export type { ToastTone } from './toast-look';

type ToastRegionProps = {
  /** The notice to show now; a new object each time, so the same words show again. */
  notice: { tone: ToastTone; message: ReactNode } | null;
  closeLabel: string;
  /** How long it stays, unless the pointer or focus is on it. */
  durationMs?: number;
  onDismiss?: () => void;
};

/**
 * A passing notice in a polite live region that is always in the page, so its words are
 * read out without moving focus. For a server action's outcome, pass `useActionToast(state)`.
 */
export function ToastRegion({
  notice,
  closeLabel,
  durationMs = 6000,
  onDismiss,
}: ToastRegionProps) {
  const [shown, setShown] = useState(notice);
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [previous, setPrevious] = useState(notice);
  if (previous !== notice) {
    setPrevious(notice);
    setShown(notice);
  }

  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(() => {
      setShown(null);
      onDismiss?.();
    }, durationMs);
    return () => clearTimeout(timer);
  }, [shown, held, durationMs, onDismiss]);

  const dismiss = () => {
    setShown(null);
    onDismiss?.();
  };

  return (
    <div aria-live="polite" className={toastRegionClass}>
      {shown && (
        <div
          ref={box}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => {
            if (!box.current?.contains(event.relatedTarget as Node)) setHeld(false);
          }}
          className={toastBoxClass(shown.tone)}
        >
          <p className="min-w-0 flex-1 text-sm leading-6">{shown.message}</p>
          <CloseButton label={closeLabel} onClick={dismiss} />
        </div>
      )}
    </div>
  );
}

/** A server action's answer as a notice: its message, if it has one. */
export function toastOf(
  state: { status: 'idle' } | { status: 'ok' | 'error'; message: string },
): { tone: ToastTone; message: string } | null {
  if (state.status === 'idle' || !state.message) return null;
  return { tone: state.status === 'error' ? 'error' : 'success', message: state.message };
}

/** The notice of a server action's state, the same object until the action answers again. */
export function useActionToast(state: Parameters<typeof toastOf>[0]) {
  return useMemo(() => toastOf(state), [state]);
}
