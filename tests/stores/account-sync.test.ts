import { syncWithAccount } from '@/stores/account-sync';
import { useCartStore } from '@/stores/cart-store';
import { line } from './cart-fixtures';

// The browser the sync runs in: a local storage, an XSRF cookie and a fake server.
const storage = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  },
});
Object.defineProperty(globalThis, 'document', {
  configurable: true,
  value: { cookie: 'XSRF-TOKEN=token' },
});

type Call = { method: string; path: string; body?: unknown };
const calls: Call[] = [];
let answerPut: (ok: boolean) => void = () => undefined;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The account's cart on the server is empty; a PUT waits until the test answers it. */
globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const path = String(input);
  const method = init?.method ?? 'GET';
  calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (method === 'PUT') {
    return new Promise<Response>((resolve) => {
      answerPut = (ok) => resolve(ok ? json({ items: [] }) : json({ error: {} }, 503));
    });
  }
  if (path === '/api/v1/cart' || path === '/api/v1/cart/merge') return json({ items: [] });
  return json([]);
}) as typeof fetch;

const store = () => useCartStore.getState();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls.length = 0;
  useCartStore.setState({ addtocartlist: [], numberCart: 0, totalAmount: 0, wishlist: [] });
  useCartStore.setState({ owner: 7, unsaved: false });
});

describe('syncing with the account when the cart changes during the sync', () => {
  it('keeps the cart unsaved until the server has it, then marks it saved', async () => {
    const sync = syncWithAccount(7, () => true);
    store().add(line(1));
    await settle();
    await settle();

    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/v1/cart', body: { items: [{ id: 1, quantity: 1 }] } },
    ]);
    // A page left now still holds the line and knows to save it.
    expect(store().addtocartlist.map((item) => item.id)).toEqual([1]);
    expect(store().unsaved).toBe(true);

    answerPut(true);
    await sync;
    expect(store().unsaved).toBe(false);
    expect(store().owner).toBe(7);
  });

  it('leaves the cart unsaved when the server refuses the save', async () => {
    const sync = syncWithAccount(7, () => true);
    store().add(line(2));
    await settle();
    await settle();
    answerPut(false);

    await expect(sync).rejects.toMatchObject({ status: 503 });
    expect(store().addtocartlist.map((item) => item.id)).toEqual([2]);
    expect(store().unsaved).toBe(true);
  });
});

describe('syncing with the account when a heart is tapped during the sync', () => {
  it('saves a heart tapped meanwhile to the account and keeps it, and drops one untapped', async () => {
    useCartStore.setState({ owner: null, wishlist: [4] });
    const sync = syncWithAccount(7, () => false);
    store().setWishlisted(9, true);
    store().setWishlisted(4, false);
    await sync;

    expect(calls).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/v1/product/wishlist', body: { product_id: 9 } },
        { method: 'DELETE', path: '/api/v1/product/wishlist/4', body: undefined },
      ]),
    );
    expect(store().wishlist).toEqual([9]);
  });
});

describe('syncing with the account when the shopper signs out during the sync', () => {
  it('brings nothing of the account back into the browser', async () => {
    useCartStore.setState({ owner: null, wishlist: [] });
    let signedIn = true;
    const sync = syncWithAccount(
      7,
      () => false,
      () => signedIn,
    );
    signedIn = false;
    store().forgetAccount();
    await sync;

    expect(store().owner).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
