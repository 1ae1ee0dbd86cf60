import { cacheLife } from 'next/cache';

/** The year, for the footer of prerendered pages: computed again each day. */
export async function CurrentYear() {
  'use cache';
  cacheLife('days');
  return <>{new Date().getFullYear()}</>;
}
