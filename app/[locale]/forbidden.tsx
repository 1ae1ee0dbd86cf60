import { buttonClass } from '@/components/ui/button';

/**
 * forbidden() from a page: signed in, but this account may not see it (HTTP 403). Its way
 * back is a plain link, a full load of the store: this file belongs to the [locale] layout,
 * so a next/link here made next/link a chunk of its own on every public page's first load,
 * and next-intl's Link needs a provider this page is drawn outside of.
 */
export default function Forbidden() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-stone-50 px-6">
      <div className="max-w-md text-center">
        <p className="text-primary-800 mb-4 text-xs tracking-[0.3em] uppercase">403</p>
        <h1 className="text-ink text-3xl font-light tracking-wide">Not for this account</h1>
        <p className="text-ink-soft mt-4">
          This page is for the store&apos;s staff, or for another role than yours. If you need it,
          ask the store&apos;s owner.
        </p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose (above) */}
        <a href="/" className={buttonClass({ className: 'mt-8' })}>
          Back to the store
        </a>
      </div>
    </main>
  );
}
