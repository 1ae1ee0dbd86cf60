import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/admin/panel';
import { PostalAddress } from '@/components/orders/postal-address';
import type { DeskOrder } from '@/lib/ordering/admin';
import { counted } from '../customers/customer-words';
import { CodRiskFigures } from './cod-risk';
import { DeskFact } from './desk-fact';
import { EmailText } from '../email-text';
import { adminRoutes } from '@/lib/identity/client';

const linkClass = 'underline decoration-primary underline-offset-4 hover:text-primary-800';

/** Who ordered, how to reach them, how often this phone has ordered, and where it goes. */
export function CustomerPanel({ order }: { order: DeskOrder }) {
  const t = useTranslations('admin.orders.customer');
  const words = useTranslations('vocabulary');
  const risk = useTranslations('admin.orders.risk');
  const { customer, address } = order;
  const others = customer.ordersFromPhone - 1;
  return (
    <Panel title={t('title')}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <DeskFact term={t('name')}>{customer.name}</DeskFact>
        <DeskFact term={t('phone')}>
          <a
            href={`tel:${customer.phone}`}
            className={`${linkClass} whitespace-nowrap tabular-nums`}
          >
            {customer.phone}
          </a>
          <br />
          {others > 0 ? (
            <Link
              href={adminRoutes.orders.list({ q: customer.phone })}
              className={`${linkClass} text-xs`}
            >
              {t('ordersFromPhone', counted(customer.ordersFromPhone))}
            </Link>
          ) : (
            <span className="text-ink-muted text-xs">{t('firstOrder')}</span>
          )}
        </DeskFact>
        {order.payment.method === 'cod' && (
          <DeskFact term={risk('title')}>
            <CodRiskFigures check={order.codRisk} />
          </DeskFact>
        )}
        <DeskFact term={t('email')}>
          {customer.email ? (
            <a href={`mailto:${customer.email}`} className={linkClass}>
              <EmailText email={customer.email} />
            </a>
          ) : (
            <span className="text-ink-muted">{t('noEmail')}</span>
          )}
        </DeskFact>
        <DeskFact term={t('account')}>
          {customer.account ? (
            <>
              {customer.account.name ?? t('noName')} (#{customer.account.id})
              {customer.account.email && (
                <EmailText
                  email={customer.account.email}
                  className="text-ink-muted block text-xs"
                />
              )}
            </>
          ) : (
            <span className="text-ink-muted">{t('guest')}</span>
          )}
        </DeskFact>
        <DeskFact term={t('deliveringTo')}>
          <PostalAddress address={address} />
        </DeskFact>
        <DeskFact term={t('delivery')}>{words(`deliveryZone.${order.delivery}`)}</DeskFact>
      </dl>
    </Panel>
  );
}
