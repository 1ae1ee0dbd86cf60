import type { Metadata } from 'next';

/** Account pages have a title and are kept out of search engines. */
export function accountMetadata(title: string, description: string): Metadata {
  return { title, description, robots: { index: false, follow: false } };
}
