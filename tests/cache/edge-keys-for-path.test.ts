import fs from 'node:fs';
import path from 'node:path';
import { edgeKeyHeaders } from '@/lib/cache/edge/edge-keys';
import { cachedCatalogueAnswers, edgeKeysForPath } from '@/lib/cache/edge/keys-for-path';
import { personalPathPrefixes } from '@/lib/security/personal-paths';

describe('the edge keys of an address', () => {
  it.each([
    ['/', ['site', 'listing:all', 'banner']],
    ['/bn', ['site', 'listing:all', 'banner']],
    ['/bn/', ['site', 'listing:all', 'banner']],
    ['/shop', ['site', 'listing:all']],
    ['/bn/shop/', ['site', 'listing:all']],
    ['/product/maroon-zardozi-lehenga', ['site', 'product:maroon-zardozi-lehenga']],
    ['/bn/product/maroon-zardozi-lehenga/', ['site', 'product:maroon-zardozi-lehenga']],
    ['/og/product/maroon-zardozi-lehenga', ['site', 'product:maroon-zardozi-lehenga']],
    ['/category/bridal-lehenga', ['site', 'listing:category:bridal-lehenga']],
    ['/bn/category/bridal-lehenga/', ['site', 'listing:category:bridal-lehenga']],
    ['/occasion/bridal', ['site', 'listing:occasion:bridal']],
    ['/bn/occasion/bridal', ['site', 'listing:occasion:bridal']],
    ['/pages/about-us', ['site', 'page:about-us']],
    ['/bn/pages/about-us/', ['site', 'page:about-us']],
    ['/sitemap.xml', ['site', 'sitemap']],
    ['/sitemap/0.xml', ['site', 'sitemap']],
    ['/Store-locator', ['site']],
    ['/bn/Store-locator', ['site']],
    ['/robots.txt', ['site']],
    ['/no-such-page', ['site']],
    // An address no slug of ours could be keeps only what every page has.
    ['/product/a%2Cb', ['site']],
    ['/product/maroon/extra', ['site']],
    ['/api/v1/product/all', ['site', 'listing:all']],
    ['/api/v1/product/shopitems', ['site', 'listing:all']],
    ['/api/v1/product/shopitemsbyid/42', ['site', 'listing:all']],
    ['/api/v1/product/summaries', ['site', 'listing:all']],
    ['/api/v1/product/shopcategory/', ['site', 'listing:all']],
  ])('%s: %j', (address, keys) => {
    expect(edgeKeysForPath(address)).toEqual(keys);
  });

  it.each([
    // Personal pages, the staff side and the shopper's own API answers.
    '/admin',
    '/admin/orders',
    '/bn/account/Profile',
    '/checkout',
    '/shop/cart',
    '/bn/shop/cart/',
    '/wishlist',
    '/track-order/NJ-260101-00001',
    '/fitting',
    '/authentication/login',
    '/api/v1/user/me/42',
    '/api/v1/cart',
    '/api/v1/orders',
    '/api/v1/product/wishlist',
    '/api/v1/product/getWishlistProduct/3',
    '/api/v1/product/variants',
    '/api/auth/session',
    '/api/health',
    // Rendered per request, `private`.
    '/shop/filter',
    '/bn/category/bridal-lehenga/filter',
    '/occasion/bridal/filter/',
    '/search',
    '/search/red%20saree',
    // Kept by their own URL, or tools.
    '/media/products/1/a.webp',
    '/dev/outbox',
  ])('%s has none', (address) => {
    expect(edgeKeysForPath(address)).toEqual([]);
  });

  it('gives none to any personal page, whatever its language', () => {
    for (const prefix of personalPathPrefixes) {
      expect(edgeKeysForPath(prefix)).toEqual([]);
      expect(edgeKeysForPath(`/bn${prefix}/x`)).toEqual([]);
    }
  });

  it('keys exactly the catalogue answers whose contract lets a shared cache keep them', () => {
    const root = path.join(process.cwd(), 'app/api/v1/product');
    const cached = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('contract.ts'))
      .filter((file) => /cache: 'catalogue'/.test(fs.readFileSync(path.join(root, file), 'utf8')))
      .map((file) => file.split(path.sep)[0]!)
      .sort();
    expect(cached).toEqual([...cachedCatalogueAnswers].sort());
  });

  it('lets Varnish keep the same catalogue answers, and no other API answer', () => {
    const vcl = fs.readFileSync(path.join(process.cwd(), 'deploy/varnish/store.vcl'), 'utf8');
    const kept = /\^\/api\/v1\/product\/\(([a-z|]+)\)/.exec(vcl)?.[1]?.split('|') ?? [];
    expect(kept.sort()).toEqual([...cachedCatalogueAnswers].sort());
  });
});

describe('the edge key headers', () => {
  it('name the keys for Varnish and Fastly by spaces, for Cloudflare by commas', () => {
    expect(edgeKeyHeaders(['site', 'product:red-saree'])).toEqual([
      ['xkey', 'site product:red-saree'],
      ['Surrogate-Key', 'site product:red-saree'],
      ['Cache-Tag', 'site,product:red-saree'],
    ]);
  });
});
