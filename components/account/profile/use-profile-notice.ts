'use client';

import { useLocale } from '#intl';
import { useState } from 'react';
import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { failureNotice, type Notice } from '../form-notice';

/**
 * What a profile section says outside its form: a change made, or a failed call that is no
 * form's (a card's action, a code asked for again). A form's own refusal is said in the
 * form (useApiForm).
 */
export function useProfileNotice() {
  const locale = useLocale();
  const [notice, setNotice] = useState<Notice | null>(null);
  return {
    notice,
    clear: () => setNotice(null),
    /** A success: the server's own words on an English page, ours on a Bangla one. */
    succeed: (own: string, server?: string) =>
      setNotice({ tone: 'success', text: locale === 'en' && server ? server : own }),
    fail: (failure: ApiFormFailure) => setNotice(failureNotice(failure)),
  };
}
