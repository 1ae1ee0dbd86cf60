'use client';

import { useCallback, useEffect, useRef, useTransition } from 'react';
import { useLocalisedRouter } from '@/components/navigation/localised-navigation';
import { listingPath, searchFromForm } from '@/lib/catalogue/client';
import { changedFields, openDrawerOf, resetFields } from './reset-fields';

const isListingForm = (form: HTMLFormElement | null | undefined): form is HTMLFormElement =>
  form?.dataset.listingForm !== undefined;

type FormField = HTMLInputElement | HTMLSelectElement;

const priceRangeOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest('[data-price-range]') : null;

/**
 * Makes the listing's plain GET form instant: a change (a box ticked, a sort chosen, a
 * price range entered) replaces the URL at once, and the server renders the new page.
 * The price range applies as a pair, when focus leaves it or on Enter; inside the phone's
 * filter drawer nothing applies until its "Show N results". Without JavaScript the same
 * form submits as it is. The router keeps the page's language: the listing's English path
 * becomes /bn/… on a Bangla page. What she chose before this code came (a box ticked, a
 * price typed and left) changed no URL: it applies once the code has come.
 */
export function ListingController({
  address,
  children,
}: {
  /** The address of the listing shown (a prerendered page cannot read the URL's query). */
  address: string;
  children: React.ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const router = useLocalisedRouter();
  const [pending, startTransition] = useTransition();

  const go = useCallback(
    (form: HTMLFormElement) => {
      const search = searchFromForm(new FormData(form));
      const next = `${listingPath(form.dataset.listingForm ?? '', search)}${search}`;
      startTransition(() => router.replace(next, { scroll: false }));
    },
    [router],
  );

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // The native change event: it fires when a value is committed, not on every key.
    const onChange = (event: Event) => {
      const form = (event.target as FormField).form;
      if (!isListingForm(form) || openDrawerOf(form) || priceRangeOf(event.target)) return;
      go(form);
    };
    const onFocusOut = (event: FocusEvent) => {
      const range = priceRangeOf(event.target);
      const form = (event.target as FormField).form;
      if (!range || range.contains(event.relatedTarget as Node | null)) return;
      if (isListingForm(form) && !openDrawerOf(form) && changedFields(range).length > 0) go(form);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!isListingForm(form)) return;
      event.preventDefault();
      go(form);
      openDrawerOf(form)?.close();
    };
    element.addEventListener('change', onChange);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('submit', onSubmit);
    return () => {
      element.removeEventListener('change', onChange);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('submit', onSubmit);
    };
  }, [go]);

  const live = useRef(false);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Shown again (a new address, or back to this page) its fields show the page.
    if (live.current) return resetFields(element);
    live.current = true;
    // Drawn by the server, made live now: apply what she chose in the meantime, unless she
    // is still typing a price (Enter or leaving the pair applies it).
    const form = element.querySelector<HTMLFormElement>('form[data-listing-form]');
    if (form && changedFields(element).length > 0 && !priceRangeOf(document.activeElement)) {
      go(form);
    }
  }, [address, go]);

  return (
    <div ref={root} aria-busy={pending} className="group/listing">
      {children}
    </div>
  );
}
