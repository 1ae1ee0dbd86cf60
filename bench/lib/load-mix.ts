import type autocannon from 'autocannon';
import { listingPath } from '../../lib/catalogue/products/listing-address';
import type { LoadCatalogue } from './load-catalogue';
import type { Shopper } from './load-shoppers';

/**
 * One kind of request in the mix. Its share of the load is its share of the connections
 * (each connection sends its next request when the last one is answered), except sign-ins,
 * which are paced: every one hashes a password, and real shoppers sign in rarely.
 */
export type LoadKind = {
  name: string;
  connections: number;
  /** Requests per second per connection; unset: as fast as the server answers. */
  connectionRate?: number;
  /** The statuses that are not errors for this kind. */
  expected: number[];
  requests: autocannon.Request[];
  setupClient?: (client: autocannon.Client) => void;
};

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const chance = (probability: number) => Math.random() < probability;

/** A GET whose path is drawn afresh for every request. */
function varied(path: () => string): autocannon.Request[] {
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }];
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** A storefront listing as shoppers open it: mostly plain, some filtered, sorted or paged. */
function listingAddress(catalogue: LoadCatalogue): string {
  const path = pick(catalogue.listingPaths);
  const params: Record<string, string> = {};
  if (chance(0.25)) params.attribute = `${pick(catalogue.attributeValueSlugs)}`;
  if (chance(0.1)) params.lowrange = '5000';
  if (chance(0.1)) params.heighrange = '150000';
  if (chance(0.15)) params.ordering = pick(['price', '-price', 'name']);
  // Only occasions gather enough pieces for a second page in the demo catalogue, and only
  // unfiltered: a page past the last is a 404 (as intended).
  const unfiltered = !params.attribute && !params.lowrange && !params.heighrange;
  if (path.startsWith('/occasion/') && unfiltered && chance(0.2)) params.page = '2';
  const search = query(params) && `?${query(params)}`;
  return `${listingPath(path, search)}${search}`;
}

function shopfiltersPath(catalogue: LoadCatalogue): string {
  const params: Record<string, string> = { parentCategory: pick(catalogue.categorySlugs) };
  if (chance(0.3)) params.attribute = pick(catalogue.attributeValueSlugs);
  return `/api/v1/product/shopfilters?${query(params)}`;
}

const json = { 'content-type': 'application/json' };

/** One cart sync as the storefront does it: read the account's cart, then replace it. */
function cartSync(shopper: Shopper, catalogue: LoadCatalogue): autocannon.Request[] {
  const headers = { authorization: `Bearer ${shopper.token}` };
  return [
    { method: 'GET', path: '/api/v1/cart', headers },
    {
      method: 'PUT',
      path: '/api/v1/cart',
      headers: { ...headers, ...json },
      setupRequest: (request) => {
        const lineCount = 1 + Math.floor(Math.random() * 3);
        const ids = new Set(Array.from({ length: lineCount }, () => pick(catalogue.variantIds)));
        const items = [...ids].map((id) => ({ id, quantity: chance(0.7) ? 1 : 2 }));
        return { ...request, body: JSON.stringify({ items }) };
      },
    },
  ];
}

function signIn(credentials: () => { email: string; password: string }): autocannon.Request[] {
  return [
    {
      method: 'POST',
      path: '/api/v1/user/login',
      headers: json,
      setupRequest: (request) => ({ ...request, body: JSON.stringify(credentials()) }),
    },
  ];
}

/** The shoppers the mix needs: one per cart connection, plus accounts to sign in to. */
export const mixShoppers = { cart: 16, signIn: 8, wrongPassword: 2 };

/**
 * The mix of issue 9: home, listings, product pages, search preview, shopfilters, cart
 * sync and sign-in (some with wrong passwords), on 100 connections in all.
 */
export function loadMix(catalogue: LoadCatalogue, shoppers: Shopper[]): LoadKind[] {
  const cartShoppers = shoppers.slice(0, mixShoppers.cart);
  const signInShoppers = shoppers.slice(mixShoppers.cart, mixShoppers.cart + mixShoppers.signIn);
  const targets = shoppers.slice(mixShoppers.cart + mixShoppers.signIn).map((s) => s.email);
  if (targets.length < mixShoppers.wrongPassword) throw new Error('too few shoppers for the mix');
  let nextCartShopper = 0;
  return [
    { name: 'home', connections: 8, expected: [200], requests: [{ method: 'GET', path: '/' }] },
    {
      name: 'listing pages',
      connections: 20,
      expected: [200],
      requests: varied(() => listingAddress(catalogue)),
    },
    {
      name: 'product pages',
      connections: 24,
      expected: [200],
      requests: varied(() => `/product/${pick(catalogue.productSlugs)}`),
    },
    {
      name: 'search preview',
      connections: 14,
      expected: [200],
      requests: varied(
        () =>
          `/api/v1/product/all?${query({ page: '1', page_size: '12', keyward: pick(catalogue.searchWords) })}`,
      ),
    },
    {
      name: 'shopfilters',
      connections: 8,
      expected: [200],
      requests: varied(() => shopfiltersPath(catalogue)),
    },
    {
      // Each connection is one shopper, so no two syncs of one cart overlap.
      name: 'cart sync',
      connections: cartShoppers.length,
      expected: [200],
      requests: cartSync(cartShoppers[0]!, catalogue),
      setupClient: (client) =>
        client.setRequests(
          cartSync(cartShoppers[nextCartShopper++ % cartShoppers.length]!, catalogue),
        ),
    },
    {
      name: 'sign-in',
      connections: 4,
      connectionRate: 1,
      expected: [200],
      requests: signIn(() => {
        const { email, password } = pick(signInShoppers);
        return { email, password };
      }),
    },
    {
      // Guesses at a few accounts and at an unknown address: the 6th failure for one
      // account within a minute is refused with 429, as intended.
      name: 'sign-in, wrong password',
      connections: 2,
      connectionRate: 1,
      expected: [401, 429],
      requests: signIn(() => ({
        email: pick([...targets, 'nobody-here@example.com']),
        password: `wrong-password-${Math.floor(Math.random() * 1000)}`,
      })),
    },
  ];
}

/** The mix on `total` connections instead: each kind keeps its share (and at least one). */
export function scaleMix(kinds: LoadKind[], total: number): LoadKind[] {
  const all = kinds.reduce((sum, kind) => sum + kind.connections, 0);
  return kinds.map((kind) => ({
    ...kind,
    connections: Math.max(1, Math.round((kind.connections * total) / all)),
  }));
}
