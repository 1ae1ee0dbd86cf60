import type { MetadataRoute } from 'next';
import { siteLink } from '@/lib/seo/site';

// Prerendered: the build is made again whenever SITE_URL changes (scripts/lib/build-stamp.ts).
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/shop/cart', '/account/'] }],
    sitemap: siteLink('/sitemap.xml'),
  };
}
