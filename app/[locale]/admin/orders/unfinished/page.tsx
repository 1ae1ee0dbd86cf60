import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { OrderListLinks } from '@/components/admin/orders/order-list-links';
import { recoveredColumns } from '@/components/admin/orders/recovered-columns';
import { unfinishedColumns } from '@/components/admin/orders/unfinished-columns';
import { DataTable } from '@/components/ui/data-table';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { listRecoveredCheckouts, listUnfinishedCheckouts } from '@/lib/ordering/admin';
import { unfinishedCheckoutStepAction } from './actions';

const wordsOf = () =>
  getTranslations({ locale: staffLocale, namespace: 'admin.orders.unfinished' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await wordsOf())('title') };
}

/** /admin/orders/unfinished: checkouts left an hour without an order, to call. */
export default async function UnfinishedCheckoutsPage() {
  await requireStaffPage(adminRoutes.orders.unfinished());
  const [t, rows, recovered] = await Promise.all([
    wordsOf(),
    listUnfinishedCheckouts(),
    listRecoveredCheckouts(),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <OrderListLinks current="unfinished" />
      <p role="status" className="text-ink-soft mb-3 text-sm">
        {t('count', { count: rows.length, n: localeDigits(String(rows.length), staffLocale) })}
      </p>
      <DataTable
        caption={t('caption')}
        columns={unfinishedColumns(t, unfinishedCheckoutStepAction)}
        rows={rows}
        rowKey={(row) => String(row.id)}
        empty={{ title: t('none'), hint: t('noneHint') }}
      />
      <section aria-labelledby="recovered-checkouts" className="mt-12">
        <h2 id="recovered-checkouts" className="text-ink mb-4 text-lg font-light">
          {t('recoveredTitle')}
        </h2>
        <DataTable
          caption={t('recoveredCaption')}
          columns={recoveredColumns(t)}
          rows={recovered}
          rowKey={(row) => String(row.id)}
          empty={{ title: t('recoveredNone'), hint: t('recoveredNoneHint') }}
        />
      </section>
    </>
  );
}
