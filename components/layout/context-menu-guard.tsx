'use client';

import { useEffect } from 'react';

const editable = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * The store asked for right-click to be disabled on every page (docs/decisions.md 8), except
 * inside text fields, where people paste.
 */
export function ContextMenuGuard() {
  useEffect(() => {
    const block = (event: MouseEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest(editable)) return;
      event.preventDefault();
    };
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, []);
  return null;
}
