import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { CustomerSearch } from '@/components/admin/customers/customer-search';
import { localPhone } from '@/components/admin/customers/customer-words';
import { CustomerResults } from '@/components/admin/phone-order/customer-results';
import { PhoneOrderForm } from '@/components/admin/phone-order/phone-order-form';
import type { PhoneOrderStart } from '@/components/admin/phone-order/types';
import { customerPath, readCustomer, type Customer, searchCustomers } from '@/lib/customers/admin';
import { sslcommerzConfig } from '@/lib/payments';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { placeStaffOrderAction, quoteOrderAction } from './actions';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.phoneOrder.page' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The chosen customer's name, phone, e-mail and the address of their last order. */
function startOf(customer: Customer | null, thisCustomer: string): PhoneOrderStart {
  if (!customer)
    return { customer: { name: '', phone: '', email: '' }, address: null, account: null };
  const last = customer.addresses[0];
  return {
    customer: {
      name: customer.name,
      phone: customer.phone ? localPhone(customer.phone) : '',
      email: customer.email ?? '',
    },
    address: last
      ? { division: last.division, district: last.district, area: last.area, line: last.line }
      : null,
    account:
      customer.key.kind === 'account'
        ? { name: customer.name || thisCustomer, phoneProven: customer.phoneProven }
        : null,
  };
}

export default async function NewOrderPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.orders.new());
  const params = await searchParams;
  const find = (one(params.find) ?? '').trim().slice(0, 100);
  const chosen = one(params.customer);
  const [found, customer, t] = await Promise.all([
    find ? searchCustomers(find) : null,
    chosen ? readCustomer(chosen) : null,
    words(),
  ]);
  const link = 'underline underline-offset-4';
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Panel title={t('findCustomer')} className="mb-6">
        <CustomerSearch action={adminRoutes.orders.new()} name="find" search={find} />
        {found && <CustomerResults found={found} search={find} />}
        {customer ? (
          <p className="text-ink mt-4 text-sm" role="status">
            {t.rich('takingFor', {
              name: customer.name || localPhone(customer.phone),
              customer: (chunks) => (
                <Link href={customerPath(customer.key)} className={link}>
                  {chunks}
                </Link>
              ),
              again: (chunks) => (
                <Link href={adminRoutes.orders.new()} className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          !found && <p className="text-ink-soft text-sm">{t('orNew')}</p>
        )}
      </Panel>
      <PhoneOrderForm
        // A customer chosen afresh starts a fresh form, with a key of its own.
        key={customer?.keyText ?? 'new'}
        action={placeStaffOrderAction}
        quoteAction={quoteOrderAction}
        formKey={randomUUID()}
        start={startOf(customer, t('thisCustomer'))}
        paymentLinks={sslcommerzConfig() !== null}
      />
    </>
  );
}
