import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackToList } from '@/components/admin/back-to-list';
import { DiscountForm, emptyDiscount } from '@/components/admin/discounts/discount-form';
import { Panel } from '@/components/admin/panel';
import { discountCategoryOptions } from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { createDiscountAction } from '../actions';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.discounts' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('page.newTitle') };
}

export default async function NewDiscountPage() {
  await requireStaffPage(adminRoutes.discounts.new());
  const [categories, t] = await Promise.all([discountCategoryOptions(), words()]);
  return (
    <>
      <BackToList href={adminRoutes.discounts.list()} label={t('page.allCodes')} />
      <AdminPageHeader title={t('page.newTitle')} description={t('page.newDescription')} />
      <Panel>
        <DiscountForm
          action={createDiscountAction}
          code={emptyDiscount}
          categories={categories}
          submitLabel={t('page.add')}
        />
      </Panel>
    </>
  );
}
