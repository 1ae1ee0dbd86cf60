import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { discountColumns } from '@/components/admin/discounts/discount-columns';
import { ButtonLink } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { discountCategoryOptions, listDiscountCodes } from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';

export const metadata: Metadata = { title: 'Discount codes' };

export default async function DiscountsPage() {
  await requireStaffPage(adminRoutes.discounts.list());
  const [codes, categories] = await Promise.all([listDiscountCodes(), discountCategoryOptions()]);
  const names = new Map(categories.map((choice) => [choice.id, choice.label]));
  return (
    <>
      <AdminPageHeader
        title="Discount codes"
        description="Codes shoppers enter at checkout, and staff on the orders they take. The server checks each one and counts its uses as orders are placed; a cancelled order gives its use back."
        actions={<ButtonLink href={adminRoutes.discounts.new()}>New code</ButtonLink>}
      />
      <DataTable
        caption="Discount codes"
        columns={discountColumns(names, new Date())}
        rows={codes}
        rowKey={(code) => String(code.id)}
        empty={{
          title: 'No discount codes yet',
          hint: 'A code takes an amount or a share off an order, for every piece or some categories.',
          actions: [{ href: adminRoutes.discounts.new(), label: 'New code', primary: true }],
        }}
      />
    </>
  );
}
