'use client';

import { useTranslations } from '#intl';
import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';

// The dialog, its text box and its keys load at the first press, not with every page: most
// visits never search.
const SearchModal = lazy(() => import('./search-modal'));

/** The header's search button, and the search dialog it opens (search-modal.tsx). */
export function SearchDialog() {
  const t = useTranslations('search');
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpenings((count) => count + 1)}
        aria-label={t('open')}
        aria-haspopup="dialog"
        className="text-ink hover:text-primary-700 inline-flex h-10 w-10 items-center justify-center transition-colors"
      >
        <SearchIcon width={22} height={22} />
      </button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <SearchModal openings={openings} />
        </Suspense>
      )}
    </>
  );
}
