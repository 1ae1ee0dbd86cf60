import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackToList } from '@/components/admin/back-to-list';
import { standingText, usesText, valueText } from '@/components/admin/discounts/code-text';
import { DiscountForm } from '@/components/admin/discounts/discount-form';
import { SwitchCodeForm } from '@/components/admin/discounts/switch-code-form';
import { Panel } from '@/components/admin/panel';
import { discountCategoryOptions, findStaffDiscountCode } from '@/lib/ordering/admin';
import { adminRoutes, findByRouteId, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { switchDiscountAction, updateDiscountAction } from '../actions';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.discounts' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('page.editTitle') };
}

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DiscountPage({ params, searchParams }: Props) {
  const [{ id }, { notice }] = await Promise.all([params, searchParams]);
  await requireStaffPage(adminRoutes.discounts.edit(id));
  const code = await findByRouteId(id, findStaffDiscountCode);
  if (!code) notFound();
  const [categories, t, codeT] = await Promise.all([
    discountCategoryOptions(),
    words(),
    getTranslations({ locale: staffLocale, namespace: 'admin.discounts.code' }),
  ]);
  return (
    <>
      <BackToList href={adminRoutes.discounts.list()} label={t('page.allCodes')} />
      <AdminPageHeader
        title={code.code}
        description={t('page.summary', {
          value: valueText(codeT, code),
          uses: usesText(codeT, code),
          standing: standingText(codeT, code, new Date()),
        })}
      />
      {notice === 'created' && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {t(code.isActive ? 'page.createdOn' : 'page.createdOff', { code: code.code })}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Panel title={t('page.details')}>
          <DiscountForm
            action={updateDiscountAction}
            code={code}
            categories={categories}
            submitLabel={t('page.save')}
          />
        </Panel>
        <div>
          <Panel title={code.isActive ? t('switch.off') : t('switch.on')}>
            <SwitchCodeForm action={switchDiscountAction} code={code} />
          </Panel>
        </div>
      </div>
    </>
  );
}
