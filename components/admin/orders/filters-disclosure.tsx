'use client';

import { useTranslations } from '#intl';
import { useId, useState, type ReactNode } from 'react';

type Props = { count: number; children: ReactNode };

/**
 * On a phone the filters wait behind a "Filters (N)" button, so the orders start on the
 * first screen; from the sm width up they are always shown and the button is not.
 */
export function FiltersDisclosure({ count, children }: Props) {
  const t = useTranslations('admin.orders.filtersToggle');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="border-ink text-ink hover:text-primary-800 focus-visible:focus-ring col-span-2 inline-flex h-11 items-center justify-between border px-4 text-xs tracking-[0.2em] uppercase sm:hidden"
      >
        <span>{count > 0 ? t('counted', { count }) : t('label')}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <div
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} col-span-2 grid-cols-2 gap-x-4 gap-y-4 sm:contents`}
      >
        {children}
      </div>
    </>
  );
}
