'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseButton } from './close-button';

export type ToastTone = 'success' | 'error';

type ToastRegionProps = {
  /** The notice to show now; a new object each time, so the same words show again. */
  notice: { tone: ToastTone; message: ReactNode } | null;
  closeLabel: string;
  /** How long it stays, unless the pointer or focus is on it. */
  durationMs?: number;
  onDismiss?: () => void;
};

const tones: Record<ToastTone, string> = {
  success: 'border-l-primary',
  error: 'border-l-red-700',
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
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-8 sm:bottom-8"
    >
      {shown && (
        <div
          ref={box}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => {
            if (!box.current?.contains(event.relatedTarget as Node)) setHeld(false);
          }}
          className={`text-ink pointer-events-auto flex w-full max-w-sm items-center gap-2 border border-l-2 border-stone-200 bg-white py-4 pr-2 pl-5 shadow-xl shadow-stone-900/10 motion-safe:animate-[rise-in_200ms_ease-out] ${tones[shown.tone]}`}
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
