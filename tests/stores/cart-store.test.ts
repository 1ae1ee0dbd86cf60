import { storageKey } from '@/lib/config';
import { useCartStore } from '@/stores/cart-store';
import { applyCartCheck } from '@/stores/cart-check';
import { line, lookupOf } from './cart-fixtures';

/** A local storage of our own (Jest runs in Node), which can be made to refuse writes. */
class MemoryStorage {
  items = new Map<string, string>();
  full = false;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  };
  removeItem = (key: string) => void this.items.delete(key);
}

const storage = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

const stored = () => JSON.parse(storage.getItem(storageKey)!);
const store = () => useCartStore.getState();

/** As a new page would: root26 holds `value` (or nothing), and the store reads it. */
async function reloadFrom(value: string | null) {
  useCartStore.setState({
    addtocartlist: [],
    numberCart: 0,
    totalAmount: 0,
    wishlist: [],
    owner: null,
    unsaved: false,
  });
  storage.items.clear();
  if (value !== null) storage.items.set(storageKey, value);
  await useCartStore.persist.rehydrate();
}

describe('the persisted store', () => {
  it('finishes reading, with an empty cart, when root26 holds garbage', async () => {
    for (const garbage of ['garbage', '{"state":', '"text"', 'null', '{"state":7,"version":2}']) {
      await reloadFrom(garbage);
      expect(useCartStore.persist.hasHydrated()).toBe(true);
      expect(store()).toMatchObject({
        addtocartlist: [],
        numberCart: 0,
        totalAmount: 0,
        wishlist: [],
      });
    }
  });

  it('migrates a version 1 cart, keeps it and writes it back as version 2', async () => {
    const v1 = { state: { addtocartlist: [line(1, { quantity: 2 }), line(2)] }, version: 1 };
    await reloadFrom(JSON.stringify(v1));
    expect(store()).toMatchObject({ numberCart: 3, totalAmount: 4000, wishlist: [] });
    expect(stored()).toEqual({
      state: {
        addtocartlist: v1.state.addtocartlist,
        wishlist: [],
        owner: null,
        unsaved: false,
        dateFor: { occasion: null, needBy: null },
      },
      version: 2,
    });
  });

  it('writes each change, without counts, totals or payment details', async () => {
    await reloadFrom(null);
    store().add(line(1));
    store().setWishlisted(9, true);
    useCartStore.setState({ paymentDetails: { card: 'never stored' } });
    expect(stored()).toEqual({
      state: {
        addtocartlist: [line(1)],
        wishlist: [9],
        owner: null,
        unsaved: true,
        dateFor: { occasion: null, needBy: null },
      },
      version: 2,
    });
    store().clear();
    expect(store()).toMatchObject({ addtocartlist: [], paymentDetails: {}, wishlist: [9] });
    expect(stored().state.addtocartlist).toEqual([]);
  });

  it('keeps working from memory when storage refuses to write', async () => {
    await reloadFrom(null);
    storage.full = true;
    store().add(line(2, { quantity: 2 }));
    storage.full = false;
    expect(store().numberCart).toBe(2);
  });

  it('applies a server check and says what changed', async () => {
    await reloadFrom(null);
    store().add(line(1, { quantity: 3 }));
    store().add(line(2));
    const before = store().addtocartlist;
    expect(
      applyCartCheck(
        [1, 2],
        before.map((item) => lookupOf(item)),
      ),
    ).toEqual([]);
    expect(store().addtocartlist).toBe(before);
    const notices = applyCartCheck([1, 2], [lookupOf(before[0]!, { price: 900, stock: 2 })]);
    expect(notices.map((notice) => notice.kind)).toEqual(['price', 'capped', 'removed']);
    expect(store()).toMatchObject({ numberCart: 2, totalAmount: 1800 });
    expect(stored().state.addtocartlist).toEqual([line(1, { quantity: 2, price: 900, stock: 2 })]);
  });
});
