'use client';

import { useTranslations } from '#intl';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { CloseIcon } from '@/components/ui/icons';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useLocalisedRouter } from '@/components/navigation/localised-navigation';
import { timing } from '@/lib/client-config';
import { moveThroughResults } from './move-through-results';
import { useDebouncedValue } from './use-debounced-value';

// The preview (and its data library) loads when the shopper first types, not with the page.
// React's lazy rather than next/dynamic, whose own code would load with every page: the
// panel never renders on the server (the box starts empty), so nothing is lost.
const SearchPanel = lazy(() => import('./search-panel'));

function LoadingPanel() {
  const t = useTranslations('search');
  return <p className="text-ink-muted px-5 py-10 text-sm sm:px-8">{t('searching')}</p>;
}

/**
 * The header's search once asked for: a modal with a text box, a live preview and a Search
 * button. It opens each time `openings` grows, empty, and closes by its close button, Escape
 * or a tap outside.
 */
export default function SearchModal({ openings }: { openings: number }) {
  const t = useTranslations('search');
  const modal = useModalDialog();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // Debounced here, before the preview's own code, so the pause holds even when that code
  // arrives after the first letters were typed.
  const settled = useDebouncedValue(text.trim(), timing.searchPreviewDelayMs);
  const router = useLocalisedRouter();
  const inputId = useId();
  const hintId = useId();

  const { close } = modal;
  const dialog = modal.dialogProps.ref;
  // Each press of the header's button opens it (the browser gives focus back on closing).
  useEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
  }, [openings, dialog]);
  const clear = () => {
    setText('');
    input.current?.focus();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    close();
    router.push(`/search/${encodeURIComponent(query)}`);
  };

  return (
    <dialog
      {...modal.dialogProps}
      onKeyDown={(event) => {
        moveThroughResults(event, input.current);
        modal.dialogProps.onKeyDown(event);
      }}
      // Every way out (Escape, close, a search, a result) leaves the box empty for next time.
      onClose={() => setText('')}
      aria-label={t('dialog')}
      className="text-ink backdrop:bg-ink/40 m-0 mx-auto mt-0 w-full max-w-3xl bg-white p-0 shadow-2xl backdrop:backdrop-blur-[2px] sm:mt-20"
    >
      <form onSubmit={submit} role="search" className="border-b border-stone-200 p-5 sm:p-8">
        <div className="flex items-center justify-between">
          <label htmlFor={inputId} className="text-ink-soft text-xs tracking-[0.25em] uppercase">
            {t('label')}
          </label>
          <CloseButton label={t('close')} onClick={close} />
        </div>
        <div className="mt-3 flex items-end gap-3">
          {/* A text box in the search role: type=search would add Chromium's own blue ✕. */}
          <input
            ref={input}
            id={inputId}
            type="text"
            role="searchbox"
            inputMode="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
            className="focus:border-ink min-w-0 flex-1 border-b border-stone-300 bg-transparent px-3 py-2 text-xl font-light outline-none placeholder:text-stone-400 sm:text-2xl"
          />
          {text !== '' && (
            <button
              type="button"
              onClick={clear}
              aria-label={t('clear')}
              className="text-ink-soft hover:text-ink -ml-2 inline-flex h-11 w-11 flex-none items-center justify-center"
            >
              <CloseIcon width={18} height={18} />
            </button>
          )}
          <button
            type="submit"
            className="bg-ink hover:bg-primary-800 px-5 py-3 text-xs tracking-[0.2em] text-white uppercase transition-colors"
          >
            {t('submit')}
          </button>
        </div>
        <p id={hintId} className="sr-only">
          {t('arrowsHint')}
        </p>
      </form>
      {text.trim() !== '' && (
        <Suspense fallback={<LoadingPanel />}>
          <SearchPanel text={text} settled={settled} onNavigate={close} />
        </Suspense>
      )}
    </dialog>
  );
}
