import type { Metadata } from 'next';
import type { RawSearchParams } from '@/lib/catalogue';
import { pageLocale } from '@/lib/content';
import { CategoryListing, categoryListingMetadata } from '../category-listing';

// A category narrowed, sorted or paged by its query (proxy.ts rewrites such requests
// here): rendered for each request from cached catalogue reads (docs/architecture.md,
// "Caching").
export const instant = false;

type Props = {
  params: Promise<{ slug: string; locale: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return categoryListingMetadata(
    { slug: (await params).slug, query: await searchParams },
    await pageLocale(params),
  );
}

export default async function FilteredCategoryPage({ params, searchParams }: Props) {
  return <CategoryListing slug={(await params).slug} query={await searchParams} />;
}
