'use client';

import { useRef } from 'react';
import { useEditing } from './use-editing';
import { useProfileNotice } from './use-profile-notice';

/**
 * A profile section's state: its form open or closed (useEditing), what it says outside
 * the form (useProfileNotice), and `saved`, which closes the form and says what changed.
 * `onClear` runs whenever the form opens or closes, beside clearing the notice.
 */
export function useProfileSection<T = true>(onClear?: () => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const notice = useProfileNotice();
  const editor = useEditing<T>(formRef, () => {
    onClear?.();
    notice.clear();
  });
  return {
    ...editor,
    formRef,
    notice,
    /** Closes the form and says what changed: the server's words on an English page. */
    saved: (own: string, server?: string) => {
      editor.close();
      notice.succeed(own, server);
    },
  };
}

/** What a section's form needs of it: where its form is, and how to close it. */
export type SectionHold = Pick<ReturnType<typeof useProfileSection>, 'formRef' | 'close'>;
