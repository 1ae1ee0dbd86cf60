'use client';

import Link from 'next/link';
import { store } from '@/lib/config';

/** Shown when a page cannot be rendered, for example while the database is unavailable. */
export default function StoreError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center sm:py-32">
      <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">A moment, please</p>
      <h1 className="text-ink mt-4 text-4xl font-light">We could not open this page</h1>
      <p className="text-ink-soft mt-6 text-lg leading-relaxed">
        Our store is briefly unavailable. Please try again in a few seconds, or call us on{' '}
        {store.phone}.
      </p>
      <div className="mt-10 flex justify-center gap-4">
        <button
          type="button"
          onClick={reset}
          className="bg-ink hover:bg-primary-800 px-8 py-3 text-xs tracking-[0.2em] text-white uppercase"
        >
          Try again
        </button>
        <Link
          href="/"
          className="border-ink hover:border-primary border px-8 py-3 text-xs tracking-[0.2em] uppercase"
        >
          Home
        </Link>
      </div>
    </div>
  );
}
