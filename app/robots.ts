import type { MetadataRoute } from 'next';
import { siteLink } from '@/lib/seo/site';

// Read per request, so that SITE_URL is the running server's, not the build's.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/shop/cart', '/account/'] }],
    sitemap: siteLink('/sitemap.xml'),
  };
}
