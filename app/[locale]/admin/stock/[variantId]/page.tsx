import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Panel } from '@/components/admin/panel';
import { AdjustForm } from '@/components/admin/stock/adjust-form';
import { StockHistory } from '@/components/admin/stock/stock-history';
import { ThresholdForm } from '@/components/admin/stock/threshold-form';
import { VariantHeader } from '@/components/admin/stock/variant-header';
import { stockRules } from '@/lib/config';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { variantStockHistory, stockVariant } from '@/lib/catalogue/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { adjustStockAction, setThresholdAction } from '../actions';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.stock.page' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

type Props = {
  params: Promise<{ variantId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A whole number the address holds, or undefined for anything else. */
const idIn = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined;

export default async function StockVariantPage({ params, searchParams }: Props) {
  const variantId = idIn((await params).variantId);
  await requireStaffPage(
    variantId ? adminRoutes.stock.variant(variantId) : adminRoutes.stock.list(),
  );
  const variant = variantId === undefined ? null : await stockVariant(variantId);
  if (!variant) notFound();
  const before = idIn((await searchParams).before);
  const [history, t] = await Promise.all([
    variantStockHistory(variant.variantId, { cursor: before }),
    words(),
  ]);
  return (
    <>
      <VariantHeader variant={variant} />
      <div className="grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <Panel title={t('adjust')}>
            <AdjustForm variantId={variant.variantId} action={adjustStockAction} />
          </Panel>
          <Panel title={t('threshold')}>
            <ThresholdForm
              variantId={variant.variantId}
              threshold={variant.usesDefault ? null : variant.threshold}
              storeDefault={stockRules.defaultLowStockThreshold}
              action={setThresholdAction}
            />
          </Panel>
        </div>
        <Panel title={t('history')}>
          <StockHistory
            variantId={variant.variantId}
            history={history}
            newest={before === undefined}
          />
        </Panel>
      </div>
    </>
  );
}
