import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarkdownBody } from '@/components/content/markdown-body';
import { PageHeading } from '@/components/content/page-heading';
import { getCachedInfoPage } from '@/lib/content/cached';
import { prerenderedInfoPageParams } from '@/lib/seo/prerendered-params';

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = prerenderedInfoPageParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getCachedInfoPage((await params).slug);
  if (!page) return {};
  return {
    title: page.title,
    description: page.summary,
    alternates: { canonical: `/pages/${page.slug}` },
  };
}

export default async function InfoPage({ params }: Props) {
  const page = await getCachedInfoPage((await params).slug);
  if (!page) notFound();
  const isFaq = page.slug === 'faq';
  return (
    <article className="pb-8">
      <PageHeading eyebrow="Customer care" title={page.title} intro={page.summary} />
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
