import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/v1/product/all/route';
import type { ProductPage } from '@/lib/catalogue/products/types';
import { getDb } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { call } from '@/tests/api/helpers/call';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

const search = async (keyward: string) => {
  const query = new URLSearchParams({ keyward });
  const { status, body } = await call<ProductPage>(GET, `/api/v1/product/all?${query}`);
  expect(status).toBe(200);
  return body.results.map((product) => product.slug);
};

const lehengasFirst = ['maroon-zardozi-lehenga', 'gold-tissue-lehenga'];

describeCatalogue('search in Bangla and romanised spellings', () => {
  it.each(['লেহেঙ্গা', 'lehnga', 'lahenga', 'lehanga', 'LEHNGA', 'লেহেংগা'])(
    '%j finds the lehengas, none of which has a Bangla name',
    async (keyward) => {
      const found = await search(keyward);
      expect(found.slice(0, 2)).toEqual(lehengasFirst);
      expect(found.slice(2).sort()).toEqual(['crimson-bridal-set', 'ivory-banarasi-saree']);
    },
  );

  it.each([
    ['শাড়ি', 'saree'],
    ['sari', 'saree'],
    ['সিল্ক', 'silk'],
    ['গাউন', 'gown'],
    ['জারদৌসি লেহেঙ্গা', 'zardozi lehenga'],
    ['মেরুন লেহেঙ্গা', 'maroon lehenga'],
  ])('%j finds what %j finds', async (keyward, english) => {
    const found = await search(english);
    expect(found.length).toBeGreaterThan(0);
    expect((await search(keyward)).sort()).toEqual([...found].sort());
  });

  it('reads Bangla digits in a keyward as the catalogue writes them', async () => {
    expect(await search('bl-১০')).toEqual(await search('bl-10'));
    expect(await search('bl-১০')).toEqual(['gold-tissue-lehenga']);
  });

  it('searches the Bangla name, description and category name beside the English ones', async () => {
    expect(await search('মুক্তার')).toEqual([]);
    expect(await search('হাতে')).toEqual([]);
    expect(await search('ব্যাগ')).toEqual([]);
    const db = getDb();
    await db
      .update(products)
      .set({ nameBn: 'মুক্তার ক্লাচ' })
      .where(eq(products.slug, 'pearl-clutch'));
    await db
      .update(products)
      .set({ descriptionBn: 'হাতে বোনা হালকা ওড়না' })
      .where(eq(products.slug, 'chiffon-dupatta'));
    await db.update(categories).set({ nameBn: 'ক্লাচ ব্যাগ' }).where(eq(categories.slug, 'clutch'));
    expect(await search('মুক্তার')).toEqual(['pearl-clutch']);
    expect(await search('মুক্তা')).toEqual(['pearl-clutch']);
    expect(await search('হাতে')).toEqual(['chiffon-dupatta']);
    expect(await search('ব্যাগ')).toEqual(['pearl-clutch']);
    // A Bangla name ranks its piece above one that only means the same in English.
    await db
      .update(products)
      .set({ nameBn: 'সোনালি টিস্যু লেহেঙ্গা' })
      .where(eq(products.slug, 'gold-tissue-lehenga'));
    expect((await search('লেহেঙ্গা'))[0]).toBe('gold-tissue-lehenga');
    expect((await search('lehenga')).slice(0, 2)).toEqual(lehengasFirst);
  });
});
