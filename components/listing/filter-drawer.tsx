'use client';

import { useLocale, useTranslations } from '#intl';
import { useId, useRef, useState } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { searchFromForm } from '@/lib/catalogue/client';
import { localeDigits } from '@/lib/i18n/digits';
import { resetFields } from './reset-fields';

type FilterDrawerProps = {
  /** The id of the filter form inside, which "Show N results" submits. */
  formId: string;
  /** The listing's own scope as a query (`category=lehenga`), for GET /api/v1/product/count. */
  countScope: string;
  /** How many pieces the page shows now. */
  count: number;
  filtered: boolean;
  children: React.ReactNode;
};

/** Asks how many pieces the drawer's choices match; the newest question wins. */
function useDraftCount(count: number, countScope: string) {
  // An answer counts for the page it was asked on; a new page brings its own count.
  const [answer, setAnswer] = useState<{ page: number; count: number } | null>(null);
  const asking = useRef<AbortController | null>(null);
  const ask = (form: HTMLFormElement) => {
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    const filters = searchFromForm(new FormData(form)).slice(1);
    const query = [countScope, filters].filter(Boolean).join('&');
    fetch(`/api/v1/product/count?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ count: number }>) : null))
      .then((body) => body && setAnswer({ page: count, count: body.count }))
      .catch(() => undefined); // a newer question, or offline: the last number stays
  };
  const forget = () => {
    asking.current?.abort();
    setAnswer(null);
  };
  const draft = answer?.page === count ? answer.count : count;
  return { draft, ask, forget };
}

/**
 * The filters: beside the grid from large screens, and on a phone in a drawer (a modal
 * dialog) where choices wait for "Show N results", N counted as they change. Closing it
 * otherwise puts the choices back as the page has them.
 */
export function FilterDrawer({ formId, countScope, count, filtered, children }: FilterDrawerProps) {
  const t = useTranslations('listing');
  const locale = useLocale();
  const { open, close, dialogProps } = useModalDialog();
  const titleId = useId();
  const { draft, ask, forget } = useDraftCount(count, countScope);

  const onChange = (event: React.FormEvent<HTMLDialogElement>) => {
    const form = (event.target as HTMLInputElement).form;
    if (dialogProps.ref.current?.open && form) ask(form);
  };
  const onClose = () => {
    forget();
    if (dialogProps.ref.current) resetFields(dialogProps.ref.current);
  };
  return (
    <>
      <button
        type="button"
        onClick={open}
        className="text-ink flex w-full items-center justify-between border-y border-stone-200 py-4 text-xs tracking-[0.25em] uppercase lg:hidden noscript:hidden"
      >
        {filtered ? t('filtersInUse') : t('filters')}
        <span aria-hidden="true" className="text-primary-700 text-base">
          +
        </span>
      </button>
      <dialog
        {...dialogProps}
        onKeyDown={(event) => dialogProps.ref.current?.open && dialogProps.onKeyDown(event)}
        onChange={onChange}
        onClose={onClose}
        aria-labelledby={titleId}
        className="text-ink fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(24rem,100%)] max-w-none border-0 bg-white p-0 backdrop:bg-stone-900/40 open:flex open:flex-col lg:static lg:block lg:h-auto lg:w-auto lg:self-start lg:bg-transparent noscript:static noscript:block noscript:h-auto noscript:w-auto"
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4 lg:hidden noscript:hidden">
          <h2 id={titleId} className="text-ink text-xs tracking-[0.25em] uppercase">
            {t('filters')}
          </h2>
          <CloseButton label={t('closeFilters')} onClick={close} />
        </div>
        <div className="flex-1 overflow-y-auto px-5 pb-4 lg:overflow-visible lg:p-0 noscript:overflow-visible noscript:p-0">
          {children}
        </div>
        <div
          aria-live="polite"
          className="border-t border-stone-200 px-5 py-4 lg:hidden noscript:hidden"
        >
          <button
            type="submit"
            form={formId}
            className="bg-ink hover:bg-primary-800 w-full px-6 py-3 text-xs tracking-[0.2em] text-white uppercase"
          >
            {t('showResults', { count: draft, n: localeDigits(String(draft), locale) })}
          </button>
        </div>
      </dialog>
    </>
  );
}
