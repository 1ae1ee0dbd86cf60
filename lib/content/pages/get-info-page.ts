import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizedColumn } from '@/lib/catalogue';
import { contentLocale } from '@/lib/i18n/content-locale';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pages } from '@/lib/db/schema';
import { htmlSections, type HtmlSection } from './html-sections';
import { sslcommerzConfig } from '@/lib/payments';
import { cleanHtml } from './markdown';
import { fillPaymentMethods } from './payment-methods';

/** An information page as the storefront shows it. */
export type InfoPage = {
  slug: string;
  title: string;
  summary: string;
  /** The body's HTML, cleaned when saved and again here. */
  html: string;
  /** The body cut at its level-2 headings: the FAQ shows each as a question that opens. */
  intro: string;
  sections: HtmlSection[];
  updatedAt: Date;
};

/** An information page (/pages/{slug}), or null when there is none. */
export async function getInfoPage(slug: string, locale?: Locale): Promise<InfoPage | null> {
  const language = await contentLocale(locale);
  const [page] = await getDb()
    .select({
      slug: pages.slug,
      title: localizedColumn(language, pages.title, pages.titleBn),
      summary: localizedColumn(language, pages.summary, pages.summaryBn),
      bodyHtml: localizedColumn(language, pages.bodyHtml, pages.bodyHtmlBn),
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(eq(pages.slug, slug))
    .limit(1);
  if (!page) return null;
  const { bodyHtml, ...rest } = page;
  const html = fillPaymentMethods(cleanHtml(bodyHtml), language, sslcommerzConfig() !== null);
  return { ...rest, html, ...htmlSections(html) };
}

export async function listInfoPageSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  return getDb().select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages);
}

/** Every information page with its source, for the staff side's editor. */
export async function listInfoPagesForEditing() {
  return getDb()
    .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
    .from(pages)
    .orderBy(asc(pages.title));
}

/** One page's Markdown source and fields, for the staff side's editor; null when none. */
export async function getInfoPageSource(slug: string) {
  const [page] = await getDb()
    .select({
      slug: pages.slug,
      title: pages.title,
      summary: pages.summary,
      body: pages.body,
      titleBn: pages.titleBn,
      summaryBn: pages.summaryBn,
      bodyBn: pages.bodyBn,
    })
    .from(pages)
    .where(eq(pages.slug, slug))
    .limit(1);
  return page ?? null;
}
