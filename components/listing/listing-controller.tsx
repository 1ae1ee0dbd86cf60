'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition } from 'react';
import { listingPath } from '@/lib/catalog/listing-address';
import { searchFromForm } from '@/lib/catalog/listing-url';

const isListingForm = (form: HTMLFormElement | null | undefined): form is HTMLFormElement =>
  form?.dataset.listingForm !== undefined;

type FormField = HTMLInputElement | HTMLSelectElement;

/** After a navigation, the fields show what the new page says (the URL), not old input. */
function resetToPage(root: HTMLElement) {
  root.querySelectorAll<FormField>('input, select').forEach((field) => {
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].find((option) => option.defaultSelected);
      field.value = chosen?.value ?? field.options[0]?.value ?? '';
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      field.checked = field.defaultChecked;
    } else {
      field.value = field.defaultValue;
    }
  });
}

/**
 * Makes the listing's plain GET form instant: a change (a box ticked, a sort chosen, a
 * price entered) replaces the URL at once, and the server renders the new page. Without
 * JavaScript the same form submits as it is.
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
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const go = (form: HTMLFormElement) => {
      const search = searchFromForm(new FormData(form));
      const next = `${listingPath(form.dataset.listingForm ?? '', search)}${search}`;
      startTransition(() => router.replace(next, { scroll: false }));
    };
    // The native change event: it fires when a price is committed, not on every key.
    const onChange = (event: Event) => {
      const form = (event.target as FormField).form;
      if (isListingForm(form)) go(form);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!isListingForm(form)) return;
      event.preventDefault();
      go(form);
    };
    element.addEventListener('change', onChange);
    element.addEventListener('submit', onSubmit);
    return () => {
      element.removeEventListener('change', onChange);
      element.removeEventListener('submit', onSubmit);
    };
  }, [router]);

  useEffect(() => {
    if (root.current) resetToPage(root.current);
  }, [address]);

  return (
    <div ref={root} aria-busy={pending} className="group/listing">
      {children}
    </div>
  );
}
