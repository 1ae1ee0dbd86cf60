import {
  siteLink,
  xmlResponse,
  countSitemaps,
  sitemapUrls,
  sitemapIndexXml,
  urlsetXml,
} from '@/lib/content';

// GET /sitemap.xml — every URL of the store, in both languages, while they fit in one
// sitemap (50,000); past that, a sitemap index of /sitemap/{n}.xml. (Next's generateSitemaps
// serves the parts but no index, and claims this path, so both are route handlers.)
export async function GET() {
  const count = await countSitemaps();
  if (count === 1) return xmlResponse(urlsetXml(await sitemapUrls(0)));
  const parts = Array.from({ length: count }, (_, n) => ({ url: siteLink(`/sitemap/${n}.xml`) }));
  return xmlResponse(sitemapIndexXml(parts));
}
