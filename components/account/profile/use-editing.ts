'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Opens and closes a section's form; both clear the section's old messages (`clear`). On
 * opening, the form's first field takes the focus; on closing, the button that opened it
 * does, so the keyboard never falls back to the top of the page.
 */
export function useEditing<T = true>(form: RefObject<HTMLFormElement | null>, clear: () => void) {
  const [editing, setEditing] = useState<T | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (editing !== null) {
      form.current?.querySelector<HTMLElement>('input:not([type=hidden]), select')?.focus();
    } else if (wasOpen.current) {
      opener.current?.focus();
    }
    wasOpen.current = editing !== null;
  }, [editing, form]);

  return {
    editing,
    opener,
    open: (value: T) => {
      clear();
      setEditing(value);
    },
    close: () => {
      clear();
      setEditing(null);
    },
  };
}
