import { emptyListingState } from '@/lib/catalogue/products/listing-state';
import { listingMetadata } from '@/lib/content/seo/listing-metadata';
import { openGraph } from '@/lib/content/seo/open-graph';

describe('Open Graph in the page language', () => {
  it('names a Bangla page bn_BD with English as its alternate, at its /bn address', () => {
    expect(openGraph({ title: 'রুবি লেহেঙ্গা', url: '/product/ruby' }, 'bn')).toEqual({
      siteName: 'Noor-e-Jahan',
      type: 'website',
      title: 'রুবি লেহেঙ্গা',
      url: '/bn/product/ruby',
      locale: 'bn_BD',
      alternateLocale: ['en_US'],
    });
  });

  it('names an English page en_US with Bangla as its alternate, at its own address', () => {
    expect(openGraph({ url: '/shop' }, 'en')).toMatchObject({
      url: '/shop',
      locale: 'en_US',
      alternateLocale: ['bn_BD'],
    });
  });

  it('keeps an address already in the page language, and moves one in the other', () => {
    expect(openGraph({ url: '/bn/shop' }, 'bn').url).toBe('/bn/shop');
    expect(openGraph({ url: '/' }, 'bn').url).toBe('/bn');
    expect(openGraph({ url: '/bn' }, 'en').url).toBe('/');
    expect(openGraph({ url: 'https://x.com/shop?page=2' }, 'bn').url).toBe(
      'https://x.com/bn/shop?page=2',
    );
  });

  it('leaves the URL out when the page gives none (the layout’s shared fields)', () => {
    expect(openGraph({}, 'bn')).not.toHaveProperty('url');
  });

  it('gives a Bangla listing a Bangla link preview', () => {
    const metadata = listingMetadata({
      path: '/category/lehenga',
      name: 'লেহেঙ্গা',
      description: 'ঘেরওয়ালা লেহেঙ্গা।',
      state: emptyListingState,
      locale: 'bn',
    });
    expect(metadata.openGraph).toMatchObject({
      url: '/bn/category/lehenga',
      locale: 'bn_BD',
      alternateLocale: ['en_US'],
    });
  });
});
