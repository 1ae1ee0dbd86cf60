import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackToList } from '@/components/admin/back-to-list';
import { standingText, usesText, valueText } from '@/components/admin/discounts/code-text';
import { DiscountForm } from '@/components/admin/discounts/discount-form';
import { SwitchCodeForm } from '@/components/admin/discounts/switch-code-form';
import { Panel } from '@/components/admin/panel';
import { discountCategoryOptions, findStaffDiscountCode } from '@/lib/ordering/admin';
import { adminRoutes, findByRouteId, requireStaffPage } from '@/lib/identity/admin';
import { switchDiscountAction, updateDiscountAction } from '../actions';

export const metadata: Metadata = { title: 'Edit discount code' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DiscountPage({ params, searchParams }: Props) {
  const [{ id }, { notice }] = await Promise.all([params, searchParams]);
  await requireStaffPage(adminRoutes.discounts.edit(id));
  const code = await findByRouteId(id, findStaffDiscountCode);
  if (!code) notFound();
  const categories = await discountCategoryOptions();
  return (
    <>
      <BackToList href={adminRoutes.discounts.list()} label="All discount codes" />
      <AdminPageHeader
        title={code.code}
        description={`${valueText(code)} · ${usesText(code)} · ${standingText(code, new Date())}`}
      />
      {notice === 'created' && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {code.code} created.{' '}
          {code.isActive
            ? 'Shoppers can use it at checkout within its dates.'
            : 'It is switched off until you switch it on.'}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Panel title="Details">
          <DiscountForm
            action={updateDiscountAction}
            code={code}
            categories={categories}
            submitLabel="Save code"
          />
        </Panel>
        <div>
          <Panel title={code.isActive ? 'Switch off' : 'Switch on'}>
            <SwitchCodeForm action={switchDiscountAction} code={code} />
          </Panel>
        </div>
      </div>
    </>
  );
}
