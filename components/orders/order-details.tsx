import { useLocale, useTranslations } from 'next-intl';
import { SummaryLine } from '@/components/checkout/summary-line';
import { SummaryRow } from '@/components/checkout/summary-row';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { displayPhone } from '@/lib/format/phone';
import { type Order, formatOrderDate } from '@/lib/ordering';
import { AdvanceRows } from './advance-rows';
import { AtelierProgress } from './atelier-progress';
import { OrderTimeline } from './order-timeline';
import { PostalAddress } from './postal-address';
import { DateForFact } from './date-for-fact';

const termClass = 'text-ink-muted text-xs tracking-[0.2em] uppercase';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className={termClass}>{term}</dt>
      <dd className="text-ink mt-2 leading-7">{children}</dd>
    </div>
  );
}

/**
 * An order as the server holds it: its facts, its pieces, totals, contact and address, the
 * courier's tracking code once shipped, and its journey so far.
 */
export function OrderDetails({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const words = useTranslations('vocabulary');
  const locale = useLocale();
  const money = (amount: number) => formatBDT(amount, locale);
  const { contact, address, payment } = order;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className="text-ink text-xl font-light tracking-wide">
          {t('details.pieces')}
        </h2>
        <ul className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
          {order.items.map((item, index) => (
            <SummaryLine key={`${item.id}-${index}`} line={item} lineTotal={item.line_total} />
          ))}
        </ul>
        <dl className="mt-6 space-y-3 text-sm">
          <SummaryRow term={t('details.subtotal')} value={money(order.subtotal)} />
          {order.discount && (
            <SummaryRow
              term={t('details.discount', { code: order.discount.code })}
              value={money(-order.discount.amount)}
              testId="order-discount"
            />
          )}
          <SummaryRow term={t('details.delivery')} value={money(order.delivery_charge)} />
          <SummaryRow
            term={t('details.total')}
            value={money(order.total)}
            strong
            testId="order-total"
          />
          {order.advance && <AdvanceRows advance={order.advance} />}
        </dl>
        <AtelierProgress items={order.items} />
        <OrderTimeline timeline={order.timeline} />
      </section>
      <dl className="bg-ivory grid gap-6 self-start px-6 py-8 text-sm sm:px-8">
        <Fact term={t('details.number')}>
          <span data-testid="order-number">{order.number}</span>
        </Fact>
        <Fact term={t('details.placedOn')}>{formatOrderDate(order.created_at, locale)}</Fact>
        <Fact term={t('details.status')}>
          <span data-testid="order-status">{words(`orderStatus.${order.status}`)}</span>
        </Fact>
        <DateForFact dates={order.delivery_dates} Fact={Fact} />
        {order.tracking && (
          <Fact term={t('details.tracking')}>
            {words(`courier.${order.tracking.courier}`)}
            <br />
            <span className="font-medium tracking-wide" data-testid="tracking-code">
              {order.tracking.code}
            </span>
          </Fact>
        )}
        <Fact term={t('details.payment')}>
          {words(`paymentMethod.${payment.method}`)}
          {payment.instalments && (
            <>
              <br />
              <span data-testid="payment-instalments">
                {payment.instalments.months === null
                  ? t('details.instalmentsAtBank')
                  : t('details.instalments', {
                      count: payment.instalments.months,
                      n: localeDigits(String(payment.instalments.months), locale),
                    })}
              </span>
            </>
          )}
          <br />
          <span className="text-ink-soft" data-testid="payment-status">
            {words(`paymentStatus.${payment.status}`)}
          </span>
        </Fact>
        <Fact term={t('details.contact')}>
          {contact.name}
          <br />
          <span data-testid="order-phone">{displayPhone(contact.phone, locale)}</span>
          {contact.email && (
            <>
              <br />
              <span data-testid="order-email">{contact.email}</span>
            </>
          )}
        </Fact>
        <Fact term={t('details.deliveringTo')}>
          <PostalAddress
            address={address}
            divisionLabel={t('details.division', { division: address.division })}
          />
        </Fact>
      </dl>
    </div>
  );
}
