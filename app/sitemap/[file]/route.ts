import { xmlResponse, countSitemaps, sitemapUrls, urlsetXml } from '@/lib/content';

// GET /sitemap/{n}.xml — part n (from 0) of the store's URLs: 25,000 pages to a part, each
// in English and in Bangla (50,000 URLs).
export async function GET(_request: Request, ctx: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,6})\.xml$/.exec((await ctx.params).file);
  const part = match ? Number(match[1]) : -1;
  if (part < 0 || part >= (await countSitemaps())) {
    return new Response('Not found', { status: 404 });
  }
  return xmlResponse(urlsetXml(await sitemapUrls(part)));
}
