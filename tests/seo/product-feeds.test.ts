import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { GET as googleRoute } from '@/app/feeds/google.xml/route';
import { GET as metaRoute } from '@/app/feeds/meta.csv/route';
import { edgeKeysForPath } from '@/lib/cache/edge/keys-for-path';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { updateProduct } from '@/lib/catalogue/products/editing/save/edit-product';
import { store } from '@/lib/config';
import { feedTags, googleFeed, metaFeed } from '@/lib/content/feeds/cached-feeds';
import { mayReadFeed } from '@/lib/content/feeds/feed-access';
import { feedLimits } from '@/lib/content/feeds/feed-items';
import { metaColumns } from '@/lib/content/feeds/meta-feed-csv';
import { siteUrl } from '@/lib/content/seo/site';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import { addDays, dhakaDayOf } from '@/lib/format/dhaka-day';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { productAgeGroups, productGenders } from '@/lib/db/values/products';
import { describeEditing, saveOf } from '@/tests/catalog-editing/support';
import { takeDeclaredTags, takeExpiredTags } from '@/tests/helpers/next-cache';

type Item = Record<string, string | string[]>;

/** Google's items, each field by name; fields that repeat as lists. */
function googleItems(xml: string): Item[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const item: Item = { additional_image_link: [], shipping: [] };
    for (const [, name, value] of body!.matchAll(/<g:(\w+)>([\s\S]*?)<\/g:\1>/g)) {
      const text = value!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
      if (Array.isArray(item[name!])) (item[name!] as string[]).push(text);
      else item[name!] = text;
    }
    return item;
  });
}

type ActiveVariant = {
  sku: string;
  size: string;
  colour: string;
  price: number;
  stock: number;
  productId: number;
  productSku: string;
  slug: string;
  madeToMeasure: boolean;
  leadTimeDays: number | null;
};

const activeVariants = (): Promise<ActiveVariant[]> =>
  getDb()
    .select({
      sku: variants.sku,
      size: variants.size,
      colour: variants.colour,
      price: variants.price,
      stock: variants.stock,
      productId: products.id,
      productSku: products.title,
      slug: products.slug,
      madeToMeasure: products.madeToMeasure,
      leadTimeDays: products.leadTimeDays,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.isActive, true));

const absolute = (url: string) => url.startsWith(`${siteUrl}/`);
const price = /^\d+\.\d{2} BDT$/;

describeEditing('the product feeds', (fixture, manager) => {
  beforeAll(async () => {
    const db = getDb();
    const { product } = fixture();
    // One made-to-measure piece, and pieces that say who they are for and their fabric.
    await db
      .update(products)
      .set({ madeToMeasure: true, leadTimeDays: 42 })
      .where(eq(products.id, product['maroon-zardozi-lehenga']!));
    await db
      .update(products)
      .set({
        gender: 'female',
        ageGroup: 'adult',
        material: 'Velvet',
        googleCategory: '1604',
      })
      .where(
        inArray(products.id, [
          product['maroon-zardozi-lehenga']!,
          product['ivory-banarasi-saree']!,
        ]),
      );
  });

  it('list every active variant once in Google’s feed, each field by its rule', async () => {
    const expected = await activeVariants();
    const items = googleItems(await googleFeed());
    expect(items.map((item) => item.id).sort()).toEqual(expected.map((row) => row.sku).sort());
    const today = dhakaDayOf(new Date());
    for (const item of items) {
      const variant = expected.find((row) => row.sku === item.id)!;
      expect(item.item_group_id).toBe(variant.productSku);
      expect(item.title).toContain(variant.colour);
      expect((item.title as string).length).toBeLessThanOrEqual(feedLimits.title);
      expect(item.description).not.toBe('');
      const link = new URL(item.link as string);
      expect(absolute(link.href)).toBe(true);
      expect(link.pathname).toBe(`/product/${variant.slug}`);
      expect(Object.fromEntries(link.searchParams)).toEqual({
        size: variant.size,
        colour: variant.colour,
      });
      expect(absolute(item.image_link as string)).toBe(true);
      const more = item.additional_image_link as string[];
      expect(more.length).toBeLessThanOrEqual(10);
      for (const image of more) expect(absolute(image)).toBe(true);
      if (variant.stock <= 0) expect(item.availability).toBe('out_of_stock');
      else if (variant.madeToMeasure) {
        expect(item.availability).toBe('preorder');
        expect(item.availability_date).toBe(`${addDays(today, variant.leadTimeDays!)}T00:00+06:00`);
      } else expect(item.availability).toBe('in_stock');
      if (item.availability !== 'preorder') expect(item.availability_date).toBeUndefined();
      expect(item.price).toMatch(price);
      expect(item.price).toBe(`${variant.price.toFixed(2)} BDT`);
      expect(item).toMatchObject({
        brand: store.name,
        condition: 'new',
        identifier_exists: 'no',
        color: variant.colour,
        size: variant.size,
      });
      if (item.gender !== undefined) expect(productGenders).toContain(item.gender);
      if (item.age_group !== undefined) expect(productAgeGroups).toContain(item.age_group);
      expect(item.product_type).toMatch(/^\S.*\S$/);
      const { insideDhaka, outsideDhaka } = settingsDefaults.delivery;
      expect(item.shipping).toEqual(
        [
          ['Inside Dhaka', insideDhaka],
          ['Outside Dhaka', outsideDhaka],
        ].map(
          ([service, charge]) =>
            `<g:country>BD</g:country><g:service>${service}</g:service><g:price>${Number(charge).toFixed(2)} BDT</g:price>`,
        ),
      );
    }
    const lehenga = items.filter((item) => String(item.id).startsWith('BL-1-'));
    expect(lehenga[0]).toMatchObject({
      gender: 'female',
      age_group: 'adult',
      material: 'Velvet',
      google_product_category: '1604',
      product_type: 'Clothing > Lehenga > Bridal Lehenga',
    });
  });

  it('list the same variants in Meta’s CSV, under Commerce Manager’s columns and words', async () => {
    const expected = await activeVariants();
    const rows: Record<string, string>[] = parse(await metaFeed(), { columns: true });
    expect(Object.keys(rows[0]!)).toEqual([...metaColumns]);
    expect(rows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.sku).sort());
    for (const row of rows) {
      const variant = expected.find((each) => each.sku === row.id)!;
      expect(row.item_group_id).toBe(variant.productSku);
      expect(['in stock', 'out of stock', 'preorder']).toContain(row.availability);
      expect(row.availability === 'out of stock').toBe(variant.stock <= 0);
      expect(row.price).toBe(`${variant.price.toFixed(2)} BDT`);
      expect(row).toMatchObject({ condition: 'new', brand: store.name, color: variant.colour });
      expect(new URL(row.link!).searchParams.get('size')).toBe(variant.size);
      expect(row.shipping).toBe(
        `BD::Inside Dhaka:${settingsDefaults.delivery.insideDhaka.toFixed(2)} BDT,BD::Outside Dhaka:${settingsDefaults.delivery.outsideDhaka.toFixed(2)} BDT`,
      );
      const images = row.additional_image_link ? row.additional_image_link.split(',') : [];
      expect(images.length).toBeLessThanOrEqual(10);
    }
  });

  it('carry the tags a staff price change expires, and show the new price', async () => {
    takeDeclaredTags();
    await googleFeed();
    const declared = takeDeclaredTags();
    expect(declared).toEqual(expect.arrayContaining(feedTags));
    const id = fixture().product['gold-tissue-lehenga']!;
    const form = await getProductForEdit(id);
    takeExpiredTags();
    await updateProduct(
      manager(),
      id,
      saveOf(form, {
        variants: form.values.variants.map((variant) => ({ ...variant, price: 452000 })),
      }),
    );
    const expired = takeExpiredTags();
    expect(expired.filter((tag) => declared.includes(tag))).not.toEqual([]);
    const item = googleItems(await googleFeed()).find((each) => each.id === 'BL-10-M');
    expect(item?.price).toBe('452000.00 BDT');
    expect((await metaFeed()).split('\n').find((line) => line.startsWith('BL-10-M,'))).toContain(
      '452000.00 BDT',
    );
  });

  it('answer as feeds with the catalogue’s caching, and carry the sitemap’s edge keys', async () => {
    const google = await googleRoute(new Request(`${siteUrl}/feeds/google.xml`));
    expect(google.status).toBe(200);
    expect(google.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(google.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(await google.text()).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    const meta = await metaRoute(new Request(`${siteUrl}/feeds/meta.csv`));
    expect(meta.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    for (const path of ['/feeds/google.xml', '/feeds/meta.csv']) {
      expect(edgeKeysForPath(path)).toEqual(['site', 'sitemap', 'listing:all']);
    }
    expect(edgeKeysForPath('/feeds/other.xml')).toEqual(['site']);
  });
});

describe('a feed token', () => {
  const token = 'feeds-token-of-twenty-four-characters';
  const feed = (query: string) => new URL(`https://shop.example/feeds/google.xml${query}`);

  it('opens the feeds only to the address that carries it, when one is set', () => {
    expect(mayReadFeed(feed(''), undefined)).toBe(true);
    expect(mayReadFeed(feed(''), token)).toBe(false);
    expect(mayReadFeed(feed('?token=wrong'), token)).toBe(false);
    expect(mayReadFeed(feed(`?token=${token}x`), token)).toBe(false);
    expect(mayReadFeed(feed(`?token=${token}`), token)).toBe(true);
  });
});
