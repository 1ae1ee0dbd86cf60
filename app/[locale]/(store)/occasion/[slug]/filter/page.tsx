import type { Metadata } from 'next';
import type { RawSearchParams } from '@/lib/catalogue';
import { pageLocale } from '@/lib/content';
import { OccasionListing, occasionListingMetadata } from '../occasion-listing';

// An occasion narrowed, sorted or paged by its query (proxy.ts rewrites such requests
// here): rendered for each request from cached catalogue reads (docs/architecture.md,
// "Caching").
export const instant = false;

type Props = {
  params: Promise<{ slug: string; locale: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return occasionListingMetadata(
    { slug: (await params).slug, query: await searchParams },
    await pageLocale(params),
  );
}

export default async function FilteredOccasionPage({ params, searchParams }: Props) {
  return <OccasionListing slug={(await params).slug} query={await searchParams} />;
}
