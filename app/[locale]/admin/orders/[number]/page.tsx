import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CourierPanel } from '@/components/admin/orders/courier-panel';
import { CustomerPanel } from '@/components/admin/orders/customer-panel';
import { formatDhakaTime } from '@/components/admin/orders/desk-time';
import { DeskTimeline } from '@/components/admin/orders/desk-timeline';
import { MessagesPanel } from '@/components/admin/orders/messages-panel';
import { MovePanel } from '@/components/admin/orders/move-panel';
import { ReviewHoldForm } from '@/components/admin/orders/review-hold-form';
import { CodRiskBadge } from '@/components/admin/orders/cod-risk';
import { NoteForm } from '@/components/admin/orders/note-form';
import { PromisePanel } from '@/components/admin/orders/promise-panel';
import { OrderDocumentLinks } from '@/components/admin/orders/order-document-links';
import { OrderItemsPanel } from '@/components/admin/orders/order-items-panel';
import { PaymentPanel } from '@/components/admin/orders/payment-panel';
import { RefundForm } from '@/components/admin/orders/refund-form';
import { ShippingPanel } from '@/components/admin/orders/shipping-panel';
import { OrderStatusBadge, PaymentBadge } from '@/components/admin/orders/status-badges';
import { Panel } from '@/components/admin/panel';
import { AtelierPanel } from '@/components/admin/atelier/atelier-panel';
import { dhakaDayOf } from '@/lib/format/dhaka-day';
import { readAtelierPieces, readDeskOrderWithRow } from '@/lib/ordering/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import {
  moveOrderAction,
  orderNoteAction,
  promiseDeliveryAction,
  recordStageAction,
  undoStageAction,
  refundAction,
  releaseHoldAction,
} from '../actions';
import { requestCourierBookingAction } from './courier-actions';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.orders.page' });
  return { title: t('title', { number: (await params).number.toUpperCase() }) };
}

/** /admin/orders/{number}: one order, all it holds, and what staff can do to it now. */
export default async function DeskOrderPage({ params }: Props) {
  const { number } = await params;
  await requireStaffPage(adminRoutes.orders.detail(number));
  const read = await readDeskOrderWithRow(number);
  if (!read) notFound();
  const { order, row } = read;
  const [t, hold, words, pieces] = await Promise.all([
    getTranslations({ locale: staffLocale, namespace: 'admin.orders.page' }),
    getTranslations({ locale: staffLocale, namespace: 'admin.orders.hold' }),
    getTranslations({ locale: staffLocale, namespace: 'vocabulary' }),
    readAtelierPieces(row),
  ]);
  return (
    <>
      <Link
        href={adminRoutes.orders.list()}
        className="text-ink-soft hover:text-ink mb-4 inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline"
      >
        {t('allOrders')}
      </Link>
      <AdminPageHeader
        title={t('title', { number: order.number })}
        description={t('placed', {
          when: formatDhakaTime(order.createdAt),
          source: words(`orderSource.${order.source}`),
        })}
        actions={
          <div className="flex flex-wrap items-center gap-2" data-testid="desk-order-badges">
            <OrderStatusBadge status={order.status} />
            <PaymentBadge status={order.payment.status} />
            {order.codRisk && <CodRiskBadge badge={order.codRisk.badge} />}
          </div>
        }
      />
      {/* On a phone: the items, then what to do, then the record; on a desktop the actions
          stand in a column of their own beside the record. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <OrderItemsPanel order={order} />
          <AtelierPanel
            number={order.number}
            pieces={pieces}
            today={dhakaDayOf(new Date())}
            action={recordStageAction}
            undoAction={undoStageAction}
          />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {order.reviewHold && (
            <Panel title={hold('title')}>
              <ReviewHoldForm
                number={order.number}
                hold={order.reviewHold}
                action={releaseHoldAction}
              />
            </Panel>
          )}
          <Panel title={t('next')}>
            <MovePanel
              number={order.number}
              status={order.status}
              next={order.next}
              carrier={order.shipping}
              action={moveOrderAction}
            />
          </Panel>
          <ShippingPanel shipping={order.shipping}>
            <CourierPanel order={row} bookAction={requestCourierBookingAction} />
            <OrderDocumentLinks number={order.number} />
          </ShippingPanel>
          {order.payment.refundable > 0 && (
            <Panel title={t('refund')}>
              <RefundForm
                number={order.number}
                refundable={order.payment.refundable}
                action={refundAction}
              />
            </Panel>
          )}
          <Panel title={t('dateFor')}>
            <PromisePanel
              number={order.number}
              dates={{
                occasion: row.occasion,
                needBy: row.needBy,
                earliest: row.earliestDelivery,
                promised: row.promisedDelivery,
              }}
              action={promiseDeliveryAction}
            />
          </Panel>
          <Panel title={t('addNote')}>
            <NoteForm number={order.number} action={orderNoteAction} />
          </Panel>
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-2">
          <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
            <CustomerPanel order={order} />
            <PaymentPanel order={order} />
          </div>
          <DeskTimeline events={order.timeline} />
          <MessagesPanel messages={order.messages} />
        </div>
      </div>
    </>
  );
}
