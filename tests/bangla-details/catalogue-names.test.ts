import { eq } from 'drizzle-orm';
import { GET as productAllRoute } from '@/app/api/v1/product/all/route';
import { GET as bySlugRoute } from '@/app/api/v1/product/shopitems/route';
import { GET as byIdRoute } from '@/app/api/v1/product/shopitemsbyid/[id]/route';
import { GET as summariesRoute } from '@/app/api/v1/product/summaries/route';
import { GET as variantsRoute } from '@/app/api/v1/product/variants/route';
import type {
  ProductDetail,
  ProductPage,
  ProductWithVariants,
  VariantLookup,
} from '@/lib/catalogue/products/types';
import { variantWord } from '@/lib/catalogue/products/variant-word';
import { loadVariantWords } from '@/lib/catalogue/products/variant-words';
import { getDb } from '@/lib/db/client';
import { attributes, attributeValues, products, variants } from '@/lib/db/schema';
import { orderInLanguage } from '@/lib/ordering/orders/order-in-language';
import type { Order } from '@/lib/ordering/orders/types';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { call, type ErrorBody } from '@/tests/api/helpers/call';

const lehengaBn = 'মেরুন জারদৌসি লেহেঙ্গা';
const careBn = 'শুধু ড্রাই ক্লিন করুন।';

/** Bangla names for the lehenga, size M, Ivory, and a value of another attribute. */
async function writeBangla() {
  const db = getDb();
  await db
    .update(products)
    .set({ nameBn: lehengaBn, care: 'Dry clean only.', careBn })
    .where(eq(products.slug, 'maroon-zardozi-lehenga'));
  await db
    .update(attributeValues)
    .set({ nameBn: 'মিডিয়াম' })
    .where(eq(attributeValues.slug, 'size-m'));
  await db.update(attributeValues).set({ nameBn: '  ' }).where(eq(attributeValues.slug, 'size-s'));
  await db
    .update(attributeValues)
    .set({ nameBn: 'আইভরি' })
    .where(eq(attributeValues.slug, 'colour-ivory'));
  const [fabric] = await db
    .insert(attributes)
    .values({ slug: 'fabric', name: 'Fabric', position: 5 })
    .returning({ id: attributes.id });
  // "As shown" is every fixture variant's colour: a Fabric value of that name is not a colour.
  await db.insert(attributeValues).values({
    attributeId: fabric!.id,
    name: 'As shown',
    nameBn: 'ছবির মতো',
    slug: 'fabric-as-shown',
  });
}

const search = (query: string) =>
  call<ProductPage>(productAllRoute, `/api/v1/product/all?${query}`);

/** A product's photos as the fixture names their files, with these alts. */
const photos = (slug: string, ...alts: string[]) =>
  alts.map((alt, index) => ({ photo: `/media/products/${slug}-${index + 1}.webp`, alt }));

async function variantId(sku: string): Promise<number> {
  const [row] = await getDb()
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.sku, sku));
  return row!.id;
}

describeCatalogue('Bangla names of what the shopper sees', () => {
  beforeAll(writeBangla);

  describe('the Size and Colour words', () => {
    it('are the Bangla names of Size and Colour values, by English name in any case', async () => {
      const words = await loadVariantWords(getDb(), 'bn');
      expect(words).toEqual({ size: { m: 'মিডিয়াম' }, colour: { ivory: 'আইভরি' } });
      expect(variantWord(words, 'size', ' m ')).toBe('মিডিয়াম');
      expect(variantWord(words, 'colour', 'IVORY')).toBe('আইভরি');
      // No word (a blank Bangla name, another attribute's value): the stored text.
      expect(variantWord(words, 'size', 'S')).toBe('S');
      expect(variantWord(words, 'colour', 'As shown')).toBe('As shown');
    });

    it('are none on English pages', async () => {
      expect(await loadVariantWords(getDb(), 'en')).toEqual({ size: {}, colour: {} });
    });
  });

  describe('the catalogue API with locale', () => {
    it('names variants in Bangla for locale=bn, keeping their English size and colour', async () => {
      const id = await variantId('BL-1-M');
      const bangla = await call<VariantLookup[]>(
        variantsRoute,
        `/api/v1/product/variants?ids=${id}&locale=bn`,
      );
      expect(bangla.status).toBe(200);
      expect(bangla.body[0]).toMatchObject({ name: lehengaBn, size: 'M', colour: 'As shown' });
      const english = await call<VariantLookup[]>(
        variantsRoute,
        `/api/v1/product/variants?ids=${id}`,
      );
      expect(english.body[0]).toMatchObject({ name: 'Maroon Zardozi Lehenga', size: 'M' });
    });

    it('answers a product by slug and by id in Bangla for locale=bn, care included', async () => {
      const [lehenga] = await getDb()
        .select({ id: products.id })
        .from(products)
        .where(eq(products.slug, 'maroon-zardozi-lehenga'));
      const id = String(lehenga!.id);
      const slug = await call<ProductDetail>(
        bySlugRoute,
        '/api/v1/product/shopitems/?slug=maroon-zardozi-lehenga&locale=bn',
      );
      const byId = await call<ProductDetail>(
        byIdRoute,
        `/api/v1/product/shopitemsbyid/${id}?locale=bn`,
        { params: { id } },
      );
      for (const answer of [slug, byId]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ name: lehengaBn, care: careBn });
      }
      const english = await call<ProductDetail>(byIdRoute, `/api/v1/product/shopitemsbyid/${id}`, {
        params: { id },
      });
      expect(english.body).toMatchObject({
        name: 'Maroon Zardozi Lehenga',
        care: 'Dry clean only.',
      });
      const refused = await call<ErrorBody>(
        bySlugRoute,
        '/api/v1/product/shopitems/?slug=maroon-zardozi-lehenga&locale=fr',
      );
      expect(refused.status).toBe(400);
    });

    it('refuses any other locale with a 400 naming the field', async () => {
      const id = await variantId('BL-1-M');
      for (const [route, path] of [
        [variantsRoute, `/api/v1/product/variants?ids=${id}&locale=fr`],
        [summariesRoute, `/api/v1/product/summaries?ids=1&locale=BN`],
        [productAllRoute, `/api/v1/product/all?keyward=lehenga&locale=english`],
      ] as const) {
        const answer = await call<ErrorBody>(route, path);
        expect(answer.status).toBe(400);
        expect(answer.body.error.fields).toEqual({ locale: "must be 'en' or 'bn'" });
      }
    });

    it('answers a search in Bangla names with Bangla photo alts, prices as numbers', async () => {
      const bangla = await search('keyward=zardozi&page_size=4&locale=bn');
      expect(bangla.status).toBe(200);
      const [lehenga] = bangla.body.results;
      expect(lehenga).toMatchObject({ name: lehengaBn, min_price: 52000 });
      expect(lehenga!.image).toEqual(
        photos('maroon-zardozi-lehenga', lehengaBn, `${lehengaBn}, ছবি ২`),
      );
      const english = await search('keyward=zardozi&page_size=4');
      expect(english.body.results[0]).toMatchObject({
        name: 'Maroon Zardozi Lehenga',
        image: photos(
          'maroon-zardozi-lehenga',
          'Maroon Zardozi Lehenga, front',
          'Maroon Zardozi Lehenga',
        ),
      });
    });

    it('keeps the stored alt of a piece with no Bangla name, on a Bangla page too', async () => {
      const answer = await search('keyward=banarasi&locale=bn');
      expect(answer.body.results[0]).toMatchObject({
        name: 'Ivory Banarasi Saree',
        image: photos('ivory-banarasi-saree', 'Ivory Banarasi Saree, front'),
      });
    });

    it('names a wishlist in Bangla for locale=bn', async () => {
      const [lehenga] = await getDb()
        .select({ id: products.id })
        .from(products)
        .where(eq(products.slug, 'maroon-zardozi-lehenga'));
      const answer = await call<ProductWithVariants[]>(
        summariesRoute,
        `/api/v1/product/summaries?ids=${lehenga!.id}&locale=bn`,
      );
      expect(answer.body[0]).toMatchObject({ name: lehengaBn });
      expect(answer.body[0]!.variants.map((variant) => variant.size)).toEqual(['S', 'M']);
    });
  });

  describe('an order on a Bangla page', () => {
    const orderWith = (items: Order['items']): Order =>
      ({
        number: 'NJ-TEST',
        items,
        address: { division: 'Dhaka', district: "Cox's Bazar", area: 'Gulshan', line: 'Road 1' },
      }) as Order;

    it('shows names, sizes, colours and regions in Bangla, leaving the rest as stored', async () => {
      const item = (sku: string, name: string, size: string, colour: string) => ({
        name,
        size,
        colour,
        price: 1,
        quantity: 1,
        line_total: 1,
      });
      const order = orderWith([
        {
          id: await variantId('BL-1-M'),
          ...item('BL-1-M', 'Maroon Zardozi Lehenga', 'M', 'Ivory'),
        },
        {
          id: await variantId('SR-7-Free'),
          ...item('SR-7', 'Ivory Banarasi Saree', 'Free', 'As shown'),
        },
        { id: null, ...item('gone', 'A Piece Since Deleted', 'm', 'ivory') },
      ]);
      const shown = await orderInLanguage(order, 'bn');
      expect(shown.items.map(({ name, size, colour }) => [name, size, colour])).toEqual([
        [lehengaBn, 'মিডিয়াম', 'আইভরি'],
        ['Ivory Banarasi Saree', 'Free', 'As shown'],
        ['A Piece Since Deleted', 'মিডিয়াম', 'আইভরি'],
      ]);
      expect(shown.address).toEqual({
        division: 'ঢাকা',
        district: 'কক্সবাজার',
        area: 'Gulshan',
        line: 'Road 1',
      });
      // What the order stores is untouched.
      expect(order.items[0]!.name).toBe('Maroon Zardozi Lehenga');
      expect(order.address.district).toBe("Cox's Bazar");
    });

    it('is the order itself on an English page', async () => {
      const order = orderWith([]);
      expect(await orderInLanguage(order, 'en')).toBe(order);
    });
  });
});
