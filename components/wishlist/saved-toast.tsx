'use client';

import { lazy, Suspense } from 'react';
import { toastRegionClass } from '@/components/ui/toast-look';
import { useSavedNotice } from '@/stores/saved-notice';

// The notice's own code loads with the first heart a shopper taps, not with every page.
const SavedNotice = lazy(() => import('./saved-notice'));

/**
 * "Saved to your wishlist", with the way to it: a polite live region that is always in the
 * page, so the words are read out without moving focus from the heart. Polite, and not
 * role=status: the page's own notices (a form's "saved") are its status.
 */
export function SavedToast() {
  const { name, round, dismiss } = useSavedNotice();
  return (
    <div aria-live="polite" data-testid="saved-toast-region" className={toastRegionClass}>
      {name !== null && (
        <Suspense fallback={null}>
          <SavedNotice key={round} name={name} onDismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}
