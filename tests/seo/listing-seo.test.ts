import { emptyListingState } from '@/lib/catalogue/products/listing-state';
import { listingMetadata } from '@/lib/content/seo/listing-metadata';
import { listingCanonical, listingRobots, listingTitle } from '@/lib/content/seo/listing-seo';

const path = '/category/lehenga';

describe('listing canonical URLs, robots and titles', () => {
  it.each([
    [{}, path, true],
    [{ page: 3 }, `${path}/filter?page=3`, true],
    [{ ordering: 'price' as const, page: 2 }, `${path}/filter?page=2`, true],
    [{ attribute: ['size-m'] }, path, false],
    [{ lowrange: 5000, page: 4 }, path, false],
  ])('%j → %s, indexed %s', (changes, canonical, index) => {
    const state = { ...emptyListingState, ...changes };
    expect(listingCanonical(path, state)).toBe(canonical);
    expect(listingRobots(state)).toEqual({ index, follow: true });
  });

  it('gives every page of a listing its own title', () => {
    expect(listingTitle('Lehenga', emptyListingState)).toBe('Lehenga');
    expect(listingTitle('Lehenga', { ...emptyListingState, page: 2 })).toBe('Lehenga — page 2');
  });

  it('puts them together with the first photo as the link preview', () => {
    const metadata = listingMetadata({
      path,
      name: 'Lehenga',
      description: 'Flared lehengas.',
      state: { ...emptyListingState, page: 2 },
      image: { photo: '/media/products/a-1.webp', alt: 'A' },
    });
    expect(metadata).toMatchObject({
      title: 'Lehenga — page 2',
      description: 'Flared lehengas.',
      alternates: { canonical: `${path}/filter?page=2` },
      robots: { index: true, follow: true },
      openGraph: {
        siteName: 'Noor-e-Jahan',
        url: `${path}/filter?page=2`,
        images: [{ url: '/media/products/a-1.webp', alt: 'A', width: 800, height: 1000 }],
      },
    });
  });

  it('writes a description when the category has none', () => {
    const metadata = listingMetadata({
      path,
      name: 'Kurti',
      description: '',
      state: emptyListingState,
    });
    expect(metadata.description).toBe(
      'Kurti from Noor-e-Jahan: bridal, party and designer couture, delivered across Bangladesh.',
    );
  });
});
