import robots from '@/app/robots';
import { siteUrl } from '@/lib/content/seo/site';

describe('robots.txt', () => {
  it('allows both languages and keeps the personal pages of each out of crawls', () => {
    const { rules, sitemap } = robots();
    expect(rules).toEqual([
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/shop/cart', '/account/', '/bn/shop/cart', '/bn/account/'],
      },
    ]);
    expect(sitemap).toBe(`${siteUrl}/sitemap.xml`);
  });
});
