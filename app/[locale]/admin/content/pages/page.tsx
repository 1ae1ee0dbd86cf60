import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { dhakaDateTime } from '@/components/admin/content/dhaka-time';
import { Panel } from '@/components/admin/panel';
import { ButtonLink } from '@/components/ui/button';
import { listInfoPagesForEditing } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.content.pages' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

export default async function InfoPagesPage() {
  await requireStaffPage(adminRoutes.content.pages.list());
  const [pages, t, pageT] = await Promise.all([
    listInfoPagesForEditing(),
    words(),
    getTranslations({ locale: staffLocale, namespace: 'admin.content.infoPage' }),
  ]);
  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <ButtonLink href={adminRoutes.content.pages.new()} variant="secondary">
            {t('new')}
          </ButtonLink>
        }
      />
      <Panel>
        <ul className="divide-y divide-stone-200">
          {pages.map((page) => (
            <li
              key={page.slug}
              className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <Link
                  href={adminRoutes.content.pages.edit(page.slug)}
                  className="text-ink font-medium underline-offset-4 hover:underline"
                >
                  {page.title}
                </Link>
                <p className="text-ink-muted text-xs">
                  {pageT('changed', { slug: page.slug, when: dhakaDateTime(page.updatedAt) })}
                </p>
              </div>
              <a
                href={`/pages/${page.slug}`}
                className="text-ink-soft text-sm underline-offset-4 hover:underline"
              >
                {pageT.rich('view', {
                  title: page.title,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </a>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
