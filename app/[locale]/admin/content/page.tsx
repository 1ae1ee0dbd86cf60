import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Content' };

const areas = [
  {
    href: adminRoutes.content.banner(),
    title: 'Home banner',
    text: 'The slides at the top of the home page: message, photograph, link, order and dates.',
  },
  {
    href: adminRoutes.content.pages.list(),
    title: 'Information pages',
    text: 'The FAQ, the policies and other pages, in Markdown with a preview.',
  },
  {
    href: adminRoutes.content.sizeGuides.list(),
    title: 'Size guides',
    text: 'A table of measurements per category, shown with its products.',
  },
  {
    href: adminRoutes.settings(),
    title: 'Store settings',
    text: 'Contacts, the showroom and its hours, social links and delivery charges.',
  },
];

export default async function ContentPage() {
  await requireStaffPage(adminRoutes.content.home());
  return (
    <>
      <AdminPageHeader title="Content" description="What the store says, beside what it sells." />
      <ul className="grid gap-4 sm:grid-cols-2">
        {areas.map((area) => (
          <li key={area.href}>
            <Link
              href={area.href}
              className="hover:border-primary-600 block h-full border border-stone-200 bg-white p-6 transition-colors"
            >
              <span className="text-ink block text-lg font-light">{area.title}</span>
              <span className="text-ink-soft mt-2 block text-sm">{area.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
