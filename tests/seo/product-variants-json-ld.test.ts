import type { ProductDetail } from '@/lib/catalogue/products/types';
import { productJsonLd, serializeJsonLd, type JsonLd } from '@/lib/content/seo/json-ld';
import { settingsDefaults } from '@/lib/content/settings/defaults';

// Google's product variant structured data (developers.google.com/search/docs/appearance/
// structured-data/product-variants), with the merchant listing's shipping and returns
// (…/merchant-listing, …/shipping-policy, …/return-policy): the properties each type
// requires, and those it recommends that the store can give, checked on what a page emits.

const site = 'https://shop.example.com';
const terms = { delivery: settingsDefaults.delivery, returns: settingsDefaults.returns };

const rules: Record<string, { required: string[]; recommended: string[] }> = {
  ProductGroup: {
    required: ['name'],
    recommended: ['brand', 'description', 'hasVariant', 'productGroupID', 'url', 'variesBy'],
  },
  Product: {
    required: ['name', 'image', 'offers'],
    recommended: ['sku', 'color', 'size', 'material', 'url'],
  },
  Offer: {
    required: ['price', 'priceCurrency'],
    recommended: ['availability', 'itemCondition', 'shippingDetails', 'hasMerchantReturnPolicy'],
  },
  OfferShippingDetails: {
    required: ['shippingDestination', 'shippingRate'],
    recommended: ['deliveryTime'],
  },
  MerchantReturnPolicy: {
    required: ['applicableCountry', 'returnPolicyCategory'],
    recommended: [],
  },
};

/** Every object of the given type anywhere in the data. */
function ofType(data: unknown, type: string): JsonLd[] {
  if (Array.isArray(data)) return data.flatMap((each) => ofType(each, type));
  if (data === null || typeof data !== 'object') return [];
  const found = (data as JsonLd)['@type'] === type ? [data as JsonLd] : [];
  return [...found, ...Object.values(data).flatMap((value) => ofType(value, type))];
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const images = [{ photo: '/media/products/ruby-1.webp', alt: 'Ruby' }];
  const variant = (id: number, size: string, colour: string, price: number, stock: number) => ({
    id,
    sku: `BL-1-${size}-${colour}`,
    size,
    colour,
    price,
    stock,
    in_stock: stock > 0,
  });
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
    max_price: 56000,
    in_stock: true,
    created_at: '2026-01-10T09:00:00.000Z',
    colours: [],
    description: 'Hand embroidered.',
    care: '',
    main_category_id: 1,
    made_to_measure: false,
    lead_time_days: null,
    measurement_fields: [],
    variants: [
      variant(1, 'S', 'Red', 52000, 0),
      variant(2, 'M', 'Red', 54000, 2),
      variant(3, 'M', 'Gold', 56000, 1),
    ],
    attributes: [
      { name: 'Fabric', slug: 'fabric', values: [{ name: 'Velvet', slug: 'fabric-velvet' }] },
    ],
    tags: [],
    breadcrumbs: [],
    related: [],
    ...overrides,
  };
}

describe("a product page's variant structured data", () => {
  const data = JSON.parse(serializeJsonLd(productJsonLd(product(), site, 'en', terms))) as JsonLd;

  it.each(Object.entries(rules))(
    'gives every %s its required and recommended properties',
    (type, rule) => {
      const found = ofType(data, type);
      expect(found.length).toBeGreaterThan(0);
      for (const object of found) {
        for (const property of [...rule.required, ...rule.recommended]) {
          expect([type, property, present(object[property])]).toEqual([type, property, true]);
        }
      }
    },
  );

  it('is a ProductGroup by the product’s SKU, varying by size and colour, each variant its own SKU and offer', () => {
    expect(data).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'BL-1',
      variesBy: ['https://schema.org/size', 'https://schema.org/color'],
    });
    const variants = data.hasVariant as JsonLd[];
    expect(variants.map((variant) => variant.sku)).toEqual([
      'BL-1-S-Red',
      'BL-1-M-Red',
      'BL-1-M-Gold',
    ]);
    expect(variants[2]).toMatchObject({
      '@type': 'Product',
      color: 'Gold',
      size: 'M',
      material: 'Velvet',
      url: `${site}/product/ruby-lehenga?size=M&colour=Gold`,
      offers: {
        price: 56000,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: `${site}/product/ruby-lehenga?size=M&colour=Gold`,
      },
    });
    expect((variants[0]!.offers as JsonLd).availability).toBe('https://schema.org/OutOfStock');
    const urls = variants.map((variant) => variant.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('ships to Bangladesh at the store’s delivery charges, in days', () => {
    const shipping = (data.hasVariant as JsonLd[]).map(
      (variant) => (variant.offers as JsonLd).shippingDetails as JsonLd[],
    )[0]!;
    expect(shipping).toEqual([
      expect.objectContaining({
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'BD' },
        shippingRate: { '@type': 'MonetaryAmount', value: 80, currency: 'BDT' },
        deliveryTime: expect.objectContaining({
          '@type': 'ShippingDeliveryTime',
          transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 3, unitCode: 'DAY' },
        }),
      }),
      expect.objectContaining({
        shippingRate: { '@type': 'MonetaryAmount', value: 150, currency: 'BDT' },
      }),
    ]);
    const free = productJsonLd(product(), site, 'en', {
      ...terms,
      delivery: { ...terms.delivery, freeDeliveryFrom: 55000 },
    });
    const charges = (free.hasVariant as JsonLd[]).map((variant) =>
      ((variant.offers as JsonLd).shippingDetails as JsonLd[]).map(
        (option) => (option.shippingRate as JsonLd).value,
      ),
    );
    expect(charges).toEqual([
      [80, 150],
      [80, 150],
      [0, 0],
    ]);
  });

  it('states the returns policy’s window, and no returns for a made-to-measure piece', () => {
    const policies = ofType(data, 'MerchantReturnPolicy');
    expect(policies[0]).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'BD',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 7,
      returnMethod: ['https://schema.org/ReturnByMail', 'https://schema.org/ReturnInStore'],
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    });
    const fitted = productJsonLd(
      product({ made_to_measure: true, lead_time_days: 42 }),
      site,
      'en',
      terms,
    );
    for (const policy of ofType(fitted, 'MerchantReturnPolicy')) {
      expect(policy).toEqual({
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'BD',
        returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      });
    }
    const offers = ofType(fitted, 'Offer').map((offer) => offer.availability);
    expect(offers).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/PreOrder',
      'https://schema.org/PreOrder',
    ]);
  });

  it('links each variant on a Bangla page to its /bn address', () => {
    const bangla = productJsonLd(product(), site, 'bn', terms);
    expect((bangla.hasVariant as JsonLd[])[1]!.url).toBe(
      `${site}/bn/product/ruby-lehenga?size=M&colour=Red`,
    );
  });
});
