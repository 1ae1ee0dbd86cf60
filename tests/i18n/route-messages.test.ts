import fs from 'node:fs';
import path from 'node:path';
import { shellNamespaces } from '@/i18n/client-messages';
import { clientNamespaces } from '../helpers/client-namespaces';

const store = 'app/[locale]/(store)';
const checkout = 'app/[locale]/(checkout)';
const groups = [store, checkout];
const entryFiles = new Set(['page.tsx', 'not-found.tsx', 'error.tsx', 'loading.tsx']);

function entries(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name);
    if (item.isDirectory()) return entries(file);
    return entryFiles.has(item.name) ? [file] : [];
  });
}

/** The layouts from its group's layout down to a page's folder, and the page itself. */
function chainOf(entry: string): string[] {
  const group = groups.find((root) => entry.startsWith(root)) ?? store;
  const layouts: string[] = [];
  for (let dir = path.dirname(entry); dir.startsWith(group); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (fs.existsSync(layout)) layouts.unshift(layout);
  }
  return [...layouts, entry];
}

const routes = groups.flatMap(entries).sort();

describe("each shopper route's client messages", () => {
  it('covers every page, layout boundary and not-found page of the store', () => {
    expect(routes).toContain(`${store}/product/[slug]/page.tsx`);
    expect(routes).toContain(`${checkout}/checkout/page.tsx`);
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes)('%s hands its client components every namespace they read', (entry) => {
    const { needs, given } = clientNamespaces(chainOf(entry));
    const available = new Set<string>([...shellNamespaces, ...given]);
    expect([...needs].filter((name) => !available.has(name))).toEqual([]);
  });

  it('keeps the account, checkout and order words off the catalogue pages', () => {
    for (const page of ['page.tsx', 'product/[slug]/page.tsx', 'category/[slug]/page.tsx']) {
      const { given } = clientNamespaces(chainOf(`${store}/${page}`));
      const sent = new Set([...shellNamespaces, ...given]);
      for (const heavy of ['account', 'checkout', 'orders']) expect(sent.has(heavy)).toBe(false);
    }
  });

  it('finds a namespace missing when a route gives none', () => {
    // The check itself: the checkout's client components read namespaces the shell lacks.
    const { needs } = clientNamespaces([`${checkout}/checkout/page.tsx`]);
    expect(
      [...needs].filter((name) => !(shellNamespaces as readonly string[]).includes(name)),
    ).toEqual(expect.arrayContaining(['checkout', 'account']));
  });
});
