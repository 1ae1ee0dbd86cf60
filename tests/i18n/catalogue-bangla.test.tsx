import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ProductCard } from '@/components/catalog/product-card';
import { LineFit } from '@/components/fit/line-fit';
import { ActiveFilters } from '@/components/listing/active-filters';
import { FilterDrawer } from '@/components/listing/filter-drawer';
import { FilterPanel } from '@/components/listing/filter-panel';
import { Pagination } from '@/components/listing/pagination';
import { SortSelect } from '@/components/listing/sort-select';
import { AskAboutPiece } from '@/components/product/ask-about-piece';
import { OptionGroup } from '@/components/product/option-group';
import { ProductDetails } from '@/components/product/product-details';
import { QuantityInput, typedQuantity } from '@/components/product/quantity-input';
import { MoveToCart } from '@/components/wishlist/move-to-cart';
import en from '@/messages/en/listing.json';
import { emptyListingState } from '@/lib/catalogue/products/listing-state';
import type { Facets, ProductDetail, ProductSummary } from '@/lib/catalogue/products/types';
import { askLinks } from '@/lib/content/contact/ask-links';
import { formatPriceRange } from '@/lib/format/money';
import { listingMetadata } from '@/lib/content/seo/listing-metadata';
import { renderWithIntl } from '@/tests/helpers/intl';

jest.mock('@/components/wishlist/wishlist-button', () => ({ WishlistButton: () => null }));

/** Every key of a message file, nested keys joined with dots. */
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const card: ProductSummary = {
  id: 7,
  slug: 'ivory-bridal-lehenga',
  name: 'আইভরি ব্রাইডাল লেহেঙ্গা',
  title: 'BL-7',
  image: [{ photo: '/media/products/a.webp', alt: '' }],
  main_category: 'Bridal Lehenga',
  main_category_slug: 'bridal-lehenga',
  min_price: 139700,
  max_price: 139700,
  in_stock: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

const facets: Facets = {
  categories: [],
  attributes: [
    {
      id: 1,
      name: 'সাইজ',
      slug: 'size',
      values: [{ id: 2, name: 'M', slug: 'size-m', count: 12 }],
    },
  ],
  tags: [],
  price: { min: 52000, max: 139700 },
};

const filtered = { ...emptyListingState, lowrange: 50000, attribute: ['size-m'], page: 3 };

describe('the catalogue in Bangla', () => {
  it('has the same message keys in Bangla as in English, namespace by namespace', async () => {
    for (const namespace of ['listing', 'product', 'fit', 'wishlist']) {
      const english = (await import(`@/messages/en/${namespace}.json`)).default;
      const bangla = (await import(`@/messages/bn/${namespace}.json`)).default;
      expect(keysOf(bangla).sort()).toEqual(keysOf(english).sort());
    }
  });

  it('writes a card’s price in Bangla digits with lakh grouping, its badge in Bangla, its link under /bn', async () => {
    const html = await renderWithIntl(<ProductCard product={card} />, 'bn');
    expect(html).toContain('৳ ১,৩৯,৭০০');
    expect(html).toContain('বিক্রি শেষ');
    expect(html).not.toContain('Sold out');
    expect(html).toContain('href="/bn/product/ivory-bridal-lehenga"');
    const english = await renderWithIntl(<ProductCard product={card} />, 'en');
    expect(english).toContain('৳ 1,39,700');
    expect(english).toContain('Sold out');
    expect(english).toContain('href="/product/ivory-bridal-lehenga"');
  });

  it('says "Price on request" in the caller’s words, and ranges in the page’s digits', () => {
    expect(formatPriceRange(null, null, 'bn', 'দাম জানতে যোগাযোগ করুন')).toBe(
      'দাম জানতে যোগাযোগ করুন',
    );
    expect(formatPriceRange(52000, 61000, 'bn')).toBe('৳ ৫২,০০০ – ৳ ৬১,০০০');
  });

  it('labels the filters, counts, sort and pages in Bangla, and keeps their links and form under /bn', async () => {
    const path = '/category/bridal-lehenga';
    const html = await renderWithIntl(
      <>
        <FilterDrawer formId="f" countScope="category=bridal-lehenga" count={21} filtered>
          <FilterPanel path={path} state={filtered} facets={facets} subCategories={[]} />
        </FilterDrawer>
        <SortSelect path={path} state={filtered} search={false} />
        <ActiveFilters path={path} state={filtered} facets={facets} subCategories={[]} />
        <Pagination path={path} state={filtered} lastPage={5} />
      </>,
      'bn',
    );
    expect(html).toContain('ফিল্টার (চালু আছে)');
    expect(html).toContain('২১টি ফলাফল দেখুন');
    expect(html).toContain('দাম: কম থেকে বেশি');
    expect(html).toContain('এই বাছাইয়ে ৳ ৫২,০০০ থেকে ৳ ১,৩৯,৭০০');
    expect(html).toContain('aria-label="ফিল্টার সরান: ৳ ৫০,০০০ থেকে"');
    expect(html).toContain('<span class="filter-count">১২</span>');
    expect(html).toContain('aria-label="পরের পাতা"');
    expect(html).toContain('action="/bn/category/bridal-lehenga/filter"');
    expect(html).toMatch(/href="\/bn\/category\/bridal-lehenga\/filter\?[^"]*page=4/);
    // No English message value is left among the words shown or read aloud.
    for (const value of [en.filters, en.sortNewest, en.sortPriceAsc, en.nextPage, en.clearAll]) {
      expect(html).not.toContain(`>${value}<`);
      expect(html).not.toContain(`"${value}"`);
    }
  });

  it('shows the product panel’s sizes, quantity, details and delivery in Bangla', async () => {
    const variants = [
      { id: 1, size: 'M', colour: 'Ivory', price: 139700, stock: 0 },
      { id: 2, size: 'L', colour: 'Ivory', price: 139700, stock: 2 },
    ];
    const product = {
      description: 'হাতে করা জরির কাজ।',
      care: 'শুধু ড্রাই ক্লিন',
      attributes: [],
    } as unknown as ProductDetail;
    const html = await renderWithIntl(
      <>
        <OptionGroup
          label="সাইজ"
          name="size"
          variants={variants as never}
          choice={{ colour: 'Ivory' }}
          onChoose={() => {}}
        />
        <QuantityInput value={1} max={2} onChange={() => {}} />
        <ProductDetails
          product={product}
          rates={{ insideDhaka: 100, outsideDhaka: 150, freeDeliveryFrom: 100000 } as never}
        />
      </>,
      'bn',
    );
    expect(html).toContain('বিক্রি শেষ');
    expect(html).toContain('aria-label="একটি বাড়ান"');
    expect(html).toMatch(/role="spinbutton"[^>]*aria-valuenow="1"[^>]*value="১"/);
    expect(html).toContain('ঢাকার ভেতরে ডেলিভারি ৳ ১০০');
    expect(html).toContain('৳ ১,০০,০০০ বা তার বেশি অর্ডারে ডেলিভারি ফ্রি');
    expect(html).toContain('href="/bn/pages/returns-policy"');
    expect(html).not.toContain('Delivery inside Dhaka');
  });

  it('reads a quantity typed in Bangla or ASCII digits, kept from 1 to the stock', () => {
    expect(typedQuantity('৩', 5)).toBe(3);
    expect(typedQuantity('12', 5)).toBe(5);
    expect(typedQuantity('', 5)).toBe(1);
    expect(typedQuantity('দুই', 5)).toBe(1);
  });

  it('tells a made-to-measure line’s lead time and measurements in Bangla', async () => {
    const html = await renderWithIntl(
      <LineFit
        line={{ leadTimeDays: 42, measurements: { unit: 'in', values: { waist: 28, bust: 34 } } }}
      />,
      'bn',
    );
    expect(html).toContain('আপনার মাপে তৈরি · প্রায় ৬ সপ্তাহে তৈরি হবে');
    expect(html).toContain('আপনার মাপ: বুক ৩৪ ইঞ্চি · কোমর ২৮ ইঞ্চি');
    const english = await renderWithIntl(<LineFit line={{ leadTimeDays: 7 }} />);
    expect(english).toContain('Made to measure · ready in about 1 week');
  });

  it('asks about a piece in Bangla, the number to call in Bangla digits', async () => {
    const html = await renderWithIntl(
      <AskAboutPiece
        links={askLinks(
          { phone: '01711000000', whatsapp: '01711000000' },
          { slug: 'l', text: 'লেহেঙ্গা' },
        )}
      />,
      'bn',
    );
    expect(html).toContain('এই পোশাক সম্পর্কে জিজ্ঞেস করুন');
    expect(html).toContain('কল করুন ০১৭১১০০০০০০');
    expect(html).toContain('href="tel:01711000000"');
    expect(html).not.toContain('Call ');
  });

  it('names the breadcrumb trail in Bangla, its structured data pointing at the Bangla pages', async () => {
    const html = await renderWithIntl(
      <Breadcrumbs
        crumbs={[
          { name: 'হোম', path: '/' },
          { name: 'ব্রাইডাল লেহেঙ্গা', path: '/category/bridal-lehenga' },
        ]}
      />,
      'bn',
    );
    expect(html).toContain('aria-label="পাতার পথ"');
    expect(html).toMatch(/"item":"[^"]*\/bn"/);
    expect(html).toMatch(/"item":"https?:\/\/[^/"]+\/bn\/category\/bridal-lehenga"/);
    expect(html).not.toMatch(/"item":"https?:\/\/[^/"]+\/category\//);
    expect(html).toMatch(/"name":"ব্রাইডাল লেহেঙ্গা"/);
  });

  it('moves a wishlisted piece in Bangla', async () => {
    const piece = { ...card, in_stock: true, variants: [{ id: 1 }, { id: 2 }] } as never;
    const html = await renderWithIntl(<MoveToCart product={piece} onMove={() => {}} />, 'bn');
    expect(html).toContain('সাইজ বেছে নিন');
    expect(html).toContain('href="/bn/product/ivory-bridal-lehenga"');
  });

  it('makes a Bangla listing canonical to itself, with its English alternate and Bangla title', () => {
    const metadata = listingMetadata({
      path: '/category/bridal-lehenga',
      name: 'ব্রাইডাল লেহেঙ্গা',
      description: '',
      state: { ...emptyListingState, page: 2 },
      locale: 'bn',
      text: { pageTitle: () => 'ব্রাইডাল লেহেঙ্গা — পাতা ২', fallbackDescription: 'বিবরণ' },
    });
    expect(metadata).toMatchObject({
      title: 'ব্রাইডাল লেহেঙ্গা — পাতা ২',
      description: 'বিবরণ',
      alternates: {
        canonical: '/bn/category/bridal-lehenga/filter?page=2',
        languages: {
          en: '/category/bridal-lehenga/filter?page=2',
          bn: '/bn/category/bridal-lehenga/filter?page=2',
          'x-default': '/category/bridal-lehenga/filter?page=2',
        },
      },
      openGraph: { url: '/bn/category/bridal-lehenga/filter?page=2', locale: 'bn_BD' },
    });
  });
});
