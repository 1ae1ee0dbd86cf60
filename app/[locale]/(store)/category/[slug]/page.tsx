import type { Metadata } from 'next';
import { pageLocale } from '@/lib/content';
import { CategoryListing, categoryListingMetadata } from './category-listing';

type Props = { params: Promise<{ slug: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryListingMetadata(
    { slug: (await params).slug, query: {} },
    await pageLocale(params),
  );
}

// /category/{slug}: a category with everything beneath it (hidden or label-only ones are
// 404s). Prerendered; with a query of its own, proxy.ts serves ./filtered instead.
export default async function CategoryPage({ params }: Props) {
  return <CategoryListing slug={(await params).slug} query={{}} />;
}
