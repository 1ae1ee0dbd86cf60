'use client';

import { useRef } from 'react';
import { wrapFocus } from './wrap-focus';

/**
 * A modal <dialog>: `open` shows it with the page inert behind it; Tab stays inside,
 * Escape closes it, and so do `close` (for links and buttons) and a tap on the backdrop.
 * The browser gives focus back to whatever opened it. Spread `dialogProps` on the <dialog>.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => ref.current?.close();
  return {
    open: () => ref.current?.showModal(),
    close,
    dialogProps: {
      ref,
      onKeyDown: wrapFocus,
      // The dialog's content covers all of it: a click on the dialog itself hit the backdrop.
      onClick: (event: React.MouseEvent<HTMLDialogElement>) => {
        if (event.target === ref.current) close();
      },
    },
  };
}
