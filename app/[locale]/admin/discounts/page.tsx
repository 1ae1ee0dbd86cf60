import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { discountColumns } from '@/components/admin/discounts/discount-columns';
import { ButtonLink } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { discountCategoryOptions, listDiscountCodes } from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.discounts' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

export default async function DiscountsPage() {
  await requireStaffPage(adminRoutes.discounts.list());
  const [codes, categories, t, codeT] = await Promise.all([
    listDiscountCodes(),
    discountCategoryOptions(),
    words(),
    getTranslations({ locale: staffLocale, namespace: 'admin.discounts.code' }),
  ]);
  const names = new Map(categories.map((choice) => [choice.id, choice.label]));
  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<ButtonLink href={adminRoutes.discounts.new()}>{t('new')}</ButtonLink>}
      />
      <DataTable
        caption={t('title')}
        columns={discountColumns({ t, code: codeT }, names, new Date())}
        rows={codes}
        rowKey={(code) => String(code.id)}
        empty={{
          title: t('emptyTitle'),
          hint: t('emptyHint'),
          actions: [{ href: adminRoutes.discounts.new(), label: t('new'), primary: true }],
        }}
      />
    </>
  );
}
