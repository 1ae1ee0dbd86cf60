import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackToList } from '@/components/admin/back-to-list';
import { DiscountForm, emptyDiscount } from '@/components/admin/discounts/discount-form';
import { Panel } from '@/components/admin/panel';
import { discountCategoryOptions } from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { createDiscountAction } from '../actions';

export const metadata: Metadata = { title: 'New discount code' };

export default async function NewDiscountPage() {
  await requireStaffPage(adminRoutes.discounts.new());
  const categories = await discountCategoryOptions();
  return (
    <>
      <BackToList href={adminRoutes.discounts.list()} label="All discount codes" />
      <AdminPageHeader
        title="New discount code"
        description="A percentage is rounded down to the whole taka; a fixed amount never takes off more than the pieces it is for cost."
      />
      <Panel>
        <DiscountForm
          action={createDiscountAction}
          code={emptyDiscount}
          categories={categories}
          submitLabel="Add code"
        />
      </Panel>
    </>
  );
}
