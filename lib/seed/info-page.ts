import type { PageSection } from '@/lib/db/schema';

/** One row of the `pages` table (/pages/{slug}). */
export type InfoPage = {
  slug: string;
  title: string;
  summary: string;
  sections: PageSection[];
  /** The page in Bangla, same sections in the same order. */
  bn?: { title: string; summary: string; sections: PageSection[] };
};

/** A section from a heading and its paragraphs. */
export const section = (heading: string, ...paragraphs: string[]): PageSection => ({
  heading,
  paragraphs,
});
