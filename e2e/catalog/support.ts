import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail, ProductPage } from '../../lib/catalogue/products/types';

import { inStaffCategory } from '../support/staff-products';

export { formatBDT, formatPriceRange } from '../../lib/format/money';

// Both are read after a page's steps have left the request context idle for seconds: its
// kept-alive socket may be one the store has just closed, answered with ECONNRESET, which
// Playwright retries when asked to (as the outbox poll does, e2e/support/outbox.ts).
const retryReset = { maxRetries: 2 };

/** GET /api/v1/product/all with a query, as the listing pages must answer it. */
export async function apiListing(request: APIRequestContext, query: string): Promise<ProductPage> {
  const response = await request.get(`/api/v1/product/all?${query}`, retryReset);
  if (!response.ok()) throw new Error(`${query}: ${response.status()}`);
  return (await response.json()) as ProductPage;
}

export async function apiProduct(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/v1/product/shopitems/?slug=${slug}`, retryReset);
  return (await response.json()) as ProductDetail;
}

/**
 * The newest product whose details pass `test`, outside the category the staff specs make
 * theirs in (e2e/support/staff-products.ts): those may be archived or given photos meanwhile.
 */
export async function findProduct(
  request: APIRequestContext,
  test: (product: ProductDetail) => boolean,
): Promise<ProductDetail> {
  const { results } = await apiListing(request, 'page_size=60');
  for (const { slug } of results) {
    const product = await apiProduct(request, slug);
    if (!inStaffCategory(product) && test(product)) return product;
  }
  throw new Error('no product in the catalogue fits');
}

/** Every <script type="application/ld+json"> of an HTML page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const scripts = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...scripts].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** The console errors and uncaught exceptions of a page, as they happen. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Image preloads the page holds that no photo on it uses (Chrome warns of each a few seconds
 * after load): preload hints that came with prefetched pages. Read once the network is idle.
 */
export async function unusedImagePreloads(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const used = new Set(
      [...document.images].flatMap((image) => [image.srcset, image.currentSrc, image.src]),
    );
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
      .filter((link) => !used.has(link.imageSrcset) && !used.has(link.href))
      .map((link) => link.imageSrcset || link.href);
  });
}

/** Requests for pages' server-component payloads (a navigation's or a prefetch's). */
export function pageFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/** axe's serious and critical findings on the page as it stands, one line each. */
export async function seriousViolations(page: Page, region?: string | string[]) {
  const builder = new AxeBuilder({ page });
  for (const part of [region ?? []].flat()) builder.include(part);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
}
