import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import {
  courierPanelView,
  type BookingState,
  type CourierPanelOrder,
  type NotBooked,
} from '@/lib/fulfilment/admin';
import type { BookableCourier } from '@/lib/fulfilment/client';
import { counted } from '../customers/customer-words';
import { Panel } from '../panel';
import { BookingWatch } from './booking-watch';
import { CourierBookingForm } from './courier-booking-form';

/**
 * Props of the order page's courier panel: the order's row will do (its id, number,
 * status, payment, total and courier fields are read).
 */
export type CourierPanelProps = {
  order: CourierPanelOrder;
  /** The page's server action that queues a booking (components never import app/). */
  bookAction: ComponentProps<typeof CourierBookingForm>['action'];
};

const detail = 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm';

/** The courier's name, or `unnamed`'s words for one the desk does not book. */
function useCourierName() {
  const words = useTranslations('vocabulary');
  const t = useTranslations('admin.orders.courier');
  return (courier: BookableCourier | null, unnamed: 'anyCourier' | 'theCourier' = 'theCourier') =>
    courier ? words(`courierDesk.${courier}`) : t(unnamed);
}

function Booked({ booking }: { booking: Extract<BookingState, { state: 'booked' }> }) {
  const t = useTranslations('admin.orders.shipping');
  const courierName = useCourierName();
  return (
    <dl className={detail}>
      <dt className="text-ink-muted">{t('courier')}</dt>
      <dd className="text-ink">{courierName(booking.courier, 'anyCourier')}</dd>
      {booking.consignmentId && (
        <>
          <dt className="text-ink-muted">{t('consignment')}</dt>
          <dd className="text-ink font-mono break-all">{booking.consignmentId}</dd>
        </>
      )}
      <dt className="text-ink-muted">{t('trackingCode')}</dt>
      <dd className="text-ink font-mono break-all" data-testid="tracking-code">
        {booking.trackingCode}
      </dd>
      {booking.courierStatus && (
        <>
          <dt className="text-ink-muted">{t('courierSays')}</dt>
          <dd className="text-ink-soft">{booking.courierStatus}</dd>
        </>
      )}
    </dl>
  );
}

/** Why the booking was not made, as the timeline's last word on it kept it. */
function useNotBookedText() {
  const t = useTranslations('admin.orders.courier.notBooked');
  const words = useTranslations('vocabulary');
  return (courier: string, notBooked: NotBooked) => {
    switch (notBooked.why) {
      case 'refused':
        return t('refused', { courier, reason: notBooked.reason });
      case 'order_status':
        return t('orderStatus', { courier, status: words(`orderStatusDesk.${notBooked.status}`) });
      case 'not_set_up':
        return t('notSetUp', { courier });
      case 'noted':
        return notBooked.note;
    }
  };
}

/** A booking that ended without a consignment: what happened, above the form to try again. */
function Outcome({ booking }: { booking: BookingState }) {
  const t = useTranslations('admin.orders.courier');
  const courierName = useCourierName();
  const notBookedText = useNotBookedText();
  if (booking.state === 'refused') {
    const reason = notBookedText(courierName(booking.courier), booking.notBooked);
    return (
      <p role="alert" className="mb-5 text-sm text-red-700">
        {t('refused', { reason })}
      </p>
    );
  }
  if (booking.state === 'failed') {
    const why = booking.error ? t('why', { error: booking.error }) : '';
    return (
      <p role="alert" className="mb-5 text-sm text-red-700">
        {t('failed', { courier: courierName(booking.courier), why })}
      </p>
    );
  }
  return null;
}

type ViewProps = {
  view: Awaited<ReturnType<typeof courierPanelView>>;
  bookAction: CourierPanelProps['bookAction'];
};

function CourierPanelContent({ view, bookAction }: ViewProps) {
  const t = useTranslations('admin.orders.courier');
  const words = useTranslations('vocabulary');
  const courierName = useCourierName();
  const { booking } = view;
  return (
    <Panel title={t('title')}>
      {booking.state === 'booked' && <Booked booking={booking} />}
      {booking.state === 'queued' && (
        <div role="status" className="text-ink-soft space-y-1 text-sm">
          <p className="text-ink">{t('booking', { courier: courierName(booking.courier) })}</p>
          {booking.tries > 0 && (
            <p>
              {t('tried', {
                ...counted(booking.tries),
                why: booking.lastError ? t('why', { error: booking.lastError }) : '',
              })}
            </p>
          )}
          <BookingWatch everyMs={booking.tries === 0 ? 3_000 : 30_000} />
        </div>
      )}
      {booking.state !== 'booked' && booking.state !== 'queued' && (
        <>
          <Outcome booking={booking} />
          {view.notReady && (
            <p className="text-ink-soft text-sm">
              {t('notReady', { status: words(`orderStatusDesk.${view.notReady}`) })}
            </p>
          )}
          {view.canBook && view.couriers.length === 0 && (
            <p className="text-ink-soft text-sm">{t('noneSetUp')}</p>
          )}
          {view.canBook && view.couriers.length > 0 && (
            <CourierBookingForm
              orderNumber={view.orderNumber}
              couriers={view.couriers}
              codDue={view.codDue}
              action={bookAction}
            />
          )}
        </>
      )}
    </Panel>
  );
}

/**
 * The courier of an order: its consignment and tracking code once booked; "Booking…" while
 * the booking job waits for the courier; otherwise, for a confirmed or packed order, the
 * form to book one of the couriers configured here.
 */
export async function CourierPanel({ order, bookAction }: CourierPanelProps) {
  return <CourierPanelContent view={await courierPanelView(order)} bookAction={bookAction} />;
}
