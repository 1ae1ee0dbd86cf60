import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.content.home' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

/** Each area: where it is, and the namespace of its title (its page's) and of its text. */
const areas = [
  { href: adminRoutes.content.banner(), title: 'content.banner.title', text: 'banner' },
  { href: adminRoutes.content.pages.list(), title: 'content.pages.title', text: 'pages' },
  {
    href: adminRoutes.content.sizeGuides.list(),
    title: 'content.sizeGuides.title',
    text: 'sizeGuides',
  },
  { href: adminRoutes.settings(), title: 'settings.title', text: 'settings' },
] as const;

export default async function ContentPage() {
  await requireStaffPage(adminRoutes.content.home());
  const [t, admin] = await Promise.all([
    words(),
    getTranslations({ locale: staffLocale, namespace: 'admin' }),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {areas.map((area) => (
          <li key={area.href}>
            <Link
              href={area.href}
              className="hover:border-primary-600 block h-full border border-stone-200 bg-white p-6 transition-colors"
            >
              <span className="text-ink block text-lg font-light">{admin(area.title)}</span>
              <span className="text-ink-soft mt-2 block text-sm">{t(area.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
