import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { CustomerAddresses } from '@/components/admin/customers/customer-addresses';
import { CustomerNotes } from '@/components/admin/customers/customer-notes';
import { CustomerOrders } from '@/components/admin/customers/customer-orders';
import { counted, formatDay, localPhone } from '@/components/admin/customers/customer-words';
import { NoteForm } from '@/components/admin/customers/note-form';
import { PhoneProof } from '@/components/admin/customers/phone-proof';
import { newOrderPath, readCustomer, type Customer } from '@/lib/customers/admin';
import { formatBDT } from '@/lib/format/money';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { EmailText } from '@/components/admin/email-text';
import { ButtonLink } from '@/components/ui/button';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { addCustomerNoteAction } from './actions';

const wordsOf = () => getTranslations({ locale: staffLocale, namespace: 'admin.customers' });
type Words = Awaited<ReturnType<typeof wordsOf>>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await wordsOf())('page.title') };
}

type Props = { params: Promise<{ key: string }> };

function Figures({ customer, t }: { customer: Customer; t: Words }) {
  const figures = [
    [t('page.orders'), counted(customer.orderCount).n],
    [t('page.totalSpent'), formatBDT(customer.totalSpent)],
    [t('page.firstOrder'), formatDay(customer.firstOrderAt)],
    [t('page.lastOrder'), formatDay(customer.lastOrderAt)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt className="text-ink-muted text-[11px] tracking-[0.2em] uppercase">{term}</dt>
          <dd className="text-ink mt-1 text-xl font-light tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Contact({ customer, t }: { customer: Customer; t: Words }) {
  return (
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="text-ink-muted text-xs">{t('page.phone')}</dt>
        <dd className="text-ink">
          <span className="whitespace-nowrap tabular-nums">{localPhone(customer.phone)}</span>{' '}
          <PhoneProof proven={customer.phoneProven} guest={customer.key.kind === 'guest'} />
        </dd>
      </div>
      <div>
        <dt className="text-ink-muted text-xs">{t('page.email')}</dt>
        <dd className="text-ink">
          {customer.email ? <EmailText email={customer.email} /> : '—'}
          {customer.email && customer.key.kind === 'account' && !customer.emailProven && (
            <span className="text-primary-800 text-xs"> {t('page.emailNotProven')}</span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-ink-muted text-xs">{t('page.accountTerm')}</dt>
        <dd className="text-ink">
          {customer.accountSince
            ? t('page.since', { day: formatDay(customer.accountSince) })
            : t('page.noAccount')}
        </dd>
      </div>
    </dl>
  );
}

export default async function CustomerPage({ params }: Props) {
  const { key } = await params;
  await requireStaffPage(adminRoutes.customers.detail(key));
  const [customer, t] = await Promise.all([readCustomer(key), wordsOf()]);
  if (!customer) notFound();
  // One address per customer: a guest's phone an account has proven opens the account.
  if (customer.path !== adminRoutes.customers.detail(key)) redirect(customer.path);
  return (
    <>
      <AdminPageHeader
        title={customer.name || t('noName')}
        description={customer.key.kind === 'guest' ? t('page.guest') : t('page.account')}
        actions={
          <ButtonLink href={newOrderPath(customer.key)} variant="secondary">
            {t('page.newOrder')}
          </ButtonLink>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="grid gap-6">
          <Panel>
            <Figures customer={customer} t={t} />
            <p className="text-ink-muted mt-4 text-xs">{t('page.spentHint')}</p>
          </Panel>
          <Panel title={t('page.ordersTitle', counted(customer.orderCount))}>
            <CustomerOrders orders={customer.orders} />
            {customer.orderCount > customer.orders.length && (
              <p className="text-ink-muted mt-3 text-xs">
                {t('page.newestShown', counted(customer.orders.length))}
              </p>
            )}
          </Panel>
          <Panel title={t('page.addresses')}>
            <CustomerAddresses addresses={customer.addresses} />
          </Panel>
        </div>
        <div className="grid gap-6">
          <Panel title={t('page.contact')}>
            <Contact customer={customer} t={t} />
          </Panel>
          <Panel title={t('page.notes')}>
            <NoteForm action={addCustomerNoteAction} customerKey={customer.keyText} />
            <div className="mt-6 border-t border-stone-200 pt-4">
              <CustomerNotes notes={customer.notes} />
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}
