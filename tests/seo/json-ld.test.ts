import type { ProductDetail, ProductSummary } from '@/lib/catalogue/products/types';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  productJsonLd,
  serializeJsonLd,
  storeJsonLd,
} from '@/lib/content/seo/json-ld';
import { settingsDefaults } from '@/lib/content/settings/defaults';

const terms = { delivery: settingsDefaults.delivery, returns: settingsDefaults.returns };

const site = 'https://shop.example.com';

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const images = [
    { photo: '/media/products/ruby-1.webp', alt: 'Ruby, front' },
    { photo: 'https://cdn.example.com/ruby-2.webp', alt: 'Ruby, back' },
  ];
  return {
    id: 1,
    slug: 'ruby-lehenga',
    name: 'Ruby Lehenga',
    title: 'BL-1',
    image: images,
    images,
    main_category: 'Bridal Lehenga',
    main_category_slug: 'bridallehenga',
    min_price: 52000,
    max_price: 54000,
    in_stock: true,
    created_at: '2026-01-10T09:00:00.000Z',
    colours: [],
    description: 'Hand embroidered.',
    care: 'Dry clean only.',
    main_category_id: 1,
    made_to_measure: false,
    lead_time_days: null,
    measurement_fields: [],
    variants: [
      { id: 1, sku: 'BL-1-S', size: 'S', colour: 'Red', price: 52000, stock: 0, in_stock: false },
      { id: 2, sku: 'BL-1-M', size: 'M', colour: 'Red', price: 54000, stock: 2, in_stock: true },
    ],
    attributes: [],
    tags: [],
    breadcrumbs: [],
    related: [],
    ...overrides,
  };
}

describe('productJsonLd', () => {
  it("has Google's required Product fields as a ProductGroup, with an AggregateOffer for a price range", () => {
    expect(productJsonLd(product(), site, 'en', terms)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      inLanguage: 'en',
      name: 'Ruby Lehenga',
      description: 'Hand embroidered.',
      sku: 'BL-1',
      image: [`${site}/media/products/ruby-1.webp`, 'https://cdn.example.com/ruby-2.webp'],
      brand: { '@type': 'Brand', name: 'Noor-e-Jahan' },
      category: 'Bridal Lehenga',
      url: `${site}/product/ruby-lehenga`,
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 52000,
        highPrice: 54000,
        offerCount: 2,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: `${site}/product/ruby-lehenga`,
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('has an Offer for a single price, out of stock when sold out', () => {
    const offers = productJsonLd(
      product({ min_price: 18000, max_price: 18000, in_stock: false }),
      site,
      'en',
      terms,
    ).offers;
    expect(offers).toMatchObject({
      '@type': 'Offer',
      price: 18000,
      priceCurrency: 'BDT',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('has no offer for a piece without a price', () => {
    expect(
      productJsonLd(product({ min_price: null, max_price: null }), site, 'bn', terms),
    ).not.toHaveProperty('offers');
  });
});

describe('breadcrumbJsonLd and itemListJsonLd', () => {
  it('number the crumbs and link those with a page', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Clothing', path: null },
          { name: 'Lehenga', path: '/category/lehenga' },
        ],
        `${site}/`,
        'en',
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Clothing' },
      { '@type': 'ListItem', position: 3, name: 'Lehenga', item: `${site}/category/lehenga` },
    ]);
  });

  it('number the products of a page after those of the pages before it', () => {
    const summaries = [
      { slug: 'a', name: 'A' },
      { slug: 'b', name: 'B' },
    ] as ProductSummary[];
    expect(itemListJsonLd(summaries, 13, site, 'en').itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, url: `${site}/product/a`, name: 'A' },
      { '@type': 'ListItem', position: 14, url: `${site}/product/b`, name: 'B' },
    ]);
  });
});

describe('storeJsonLd', () => {
  it('describes the store and its search, with the placeholder left as it is', () => {
    const [organization, website] = storeJsonLd(site, settingsDefaults, 'en');
    expect(organization).toMatchObject({
      '@type': 'Organization',
      inLanguage: 'en',
      name: 'Noor-e-Jahan',
      url: `${site}/`,
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${site}/search/{search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('structured data on Bangla pages', () => {
  it('names the ProductGroup in bn-BD at its /bn address, offers included', () => {
    const data = productJsonLd(product({ name: 'রুবি লেহেঙ্গা' }), site, 'bn', terms);
    expect(data).toMatchObject({
      inLanguage: 'bn-BD',
      name: 'রুবি লেহেঙ্গা',
      url: `${site}/bn/product/ruby-lehenga`,
      offers: { url: `${site}/bn/product/ruby-lehenga`, priceCurrency: 'BDT' },
    });
    // Photos have no language.
    expect(data.image).toEqual([
      `${site}/media/products/ruby-1.webp`,
      'https://cdn.example.com/ruby-2.webp',
    ]);
  });

  it('links the crumbs and the listed products to their Bangla pages', () => {
    const crumbs = breadcrumbJsonLd(
      [
        { name: 'হোম', path: '/' },
        { name: 'পোশাক', path: null },
        { name: 'লেহেঙ্গা', path: '/category/lehenga' },
      ],
      site,
      'bn',
    );
    expect(crumbs.inLanguage).toBe('bn-BD');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'হোম', item: `${site}/bn` },
      { '@type': 'ListItem', position: 2, name: 'পোশাক' },
      { '@type': 'ListItem', position: 3, name: 'লেহেঙ্গা', item: `${site}/bn/category/lehenga` },
    ]);
    const list = itemListJsonLd([{ slug: 'a', name: 'এ' }] as ProductSummary[], 1, site, 'bn');
    expect(list).toMatchObject({
      inLanguage: 'bn-BD',
      itemListElement: [{ position: 1, url: `${site}/bn/product/a`, name: 'এ' }],
    });
  });

  it('describes the store in Bangla at /bn, and searches the Bangla pages', () => {
    const [organization, website] = storeJsonLd(site, settingsDefaults, 'bn');
    expect(organization).toMatchObject({
      '@type': 'Organization',
      inLanguage: 'bn-BD',
      url: `${site}/bn`,
    });
    expect(organization!.description).toMatch(/[\u0980-\u09FF]/);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'bn-BD',
      url: `${site}/bn`,
      potentialAction: { target: { urlTemplate: `${site}/bn/search/{search_term_string}` } },
    });
  });

  it('describes the English store in English', () => {
    const [organization] = storeJsonLd(site, settingsDefaults, 'en');
    expect(organization!.description).toMatch(/^Luxury bridal/);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed or broken by the text inside it', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
