import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MarkdownBody } from '@/components/content/markdown-body';
import { PageHeading } from '@/components/content/page-heading';
import { getCachedInfoPage, prerenderedInfoPageParams } from '@/lib/content';
import { localeAlternates } from '@/lib/i18n/alternates';
import { isLocale, routing } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const generateStaticParams = prerenderedInfoPageParams;

// The title and summary are the page's own, in the page's language (the content readers).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const page = await getCachedInfoPage(slug);
  if (!page) return {};
  return {
    title: page.title,
    description: page.summary,
    alternates: localeAlternates(
      isLocale(locale) ? locale : routing.defaultLocale,
      `/pages/${page.slug}`,
    ),
  };
}

export default async function InfoPage({ params }: Props) {
  const [page, t] = await Promise.all([
    getCachedInfoPage((await params).slug),
    getTranslations('shell.infoPage'),
  ]);
  if (!page) notFound();
  const isFaq = page.slug === 'faq';
  return (
    <article className="pb-8">
      <PageHeading eyebrow={t('eyebrow')} title={page.title} intro={page.summary} />
      <div className="mx-auto max-w-3xl px-6">
        {isFaq ? (
          <>
            {page.intro && <MarkdownBody html={page.intro} className="py-6" />}
            {page.sections.map((section, index) => (
              <details key={index} className="group border-b border-stone-200 py-5">
                <summary className="text-ink flex cursor-pointer list-none items-center justify-between gap-6 text-lg">
                  <h2
                    className="font-normal"
                    dangerouslySetInnerHTML={{ __html: section.heading }}
                  />
                  <span aria-hidden="true" className="text-primary-700 group-open:rotate-45">
                    +
                  </span>
                </summary>
                <MarkdownBody html={section.html} className="mt-4" />
              </details>
            ))}
          </>
        ) : (
          <MarkdownBody html={page.html} className="py-6" />
        )}
      </div>
    </article>
  );
}
