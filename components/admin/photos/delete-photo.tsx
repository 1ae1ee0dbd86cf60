'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

type Props = { number: number; onDelete: () => Promise<boolean> };

/** Deleting a photo asks once more first: it leaves the store at once. */
export function DeletePhoto({ number, onDelete }: Props) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };
  if (!asking) {
    return (
      <button
        ref={openButton}
        type="button"
        onClick={() => setAsking(true)}
        className="h-11 text-sm text-red-800 underline underline-offset-4 hover:text-red-900"
      >
        Delete<span className="sr-only"> photo {number}</span>
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={`Delete photo ${number}?`}
      className="space-y-2 border border-red-200 bg-red-50 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <p className="text-ink text-sm">Delete this photo? It leaves the store at once.</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="danger"
          size="small"
          autoFocus
          aria-disabled={deleting || undefined}
          onClick={async () => {
            if (deleting) return;
            setDeleting(true);
            const deleted = await onDelete();
            setDeleting(false);
            if (!deleted) close();
          }}
        >
          {deleting ? 'Deleting…' : `Yes, delete photo ${number}`}
        </Button>
        <Button variant="quiet" onClick={close}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
