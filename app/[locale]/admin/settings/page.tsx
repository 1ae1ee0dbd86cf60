import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CodRiskForm } from '@/components/admin/content/cod-risk-form';
import { EmiPlansForm } from '@/components/admin/content/emi-plans-form';
import { ContactsForm } from '@/components/admin/content/contacts-form';
import { DeliveryForm } from '@/components/admin/content/delivery-form';
import { DeliveryDatesForm } from '@/components/admin/content/delivery-dates-form';
import { FittingSettingsForm } from '@/components/admin/content/fitting-settings-form';
import { PaymentForm } from '@/components/admin/content/payment-form';
import { ReturnsForm } from '@/components/admin/content/returns-form';
import { ShowroomForm } from '@/components/admin/content/showroom-form';
import { SocialForm } from '@/components/admin/content/social-form';
import { Panel } from '@/components/admin/panel';
import { currentSettings } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import {
  saveCodRiskAction,
  saveContactsAction,
  saveDeliveryAction,
  saveDeliveryDatesAction,
  saveEmiAction,
  saveFittingsAction,
  savePaymentAction,
  saveReturnsAction,
  saveShowroomAction,
  saveSocialAction,
} from './actions';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.settings' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

export default async function SettingsPage() {
  await requireStaffPage(adminRoutes.settings());
  const [
    contacts,
    showroom,
    social,
    delivery,
    fittings,
    payment,
    codRisk,
    emi,
    returns,
    deliveryDates,
    t,
  ] = await Promise.all([
    currentSettings('contacts'),
    currentSettings('showroom'),
    currentSettings('social'),
    currentSettings('delivery'),
    currentSettings('fittings'),
    currentSettings('payment'),
    currentSettings('codRisk'),
    currentSettings('emi'),
    currentSettings('returns'),
    currentSettings('deliveryDates'),
    words(),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <Panel title={t('contacts')}>
            <ContactsForm action={saveContactsAction} contacts={contacts} />
          </Panel>
          <Panel title={t('delivery')}>
            <DeliveryForm action={saveDeliveryAction} rates={delivery} />
          </Panel>
          <Panel title={t('payment')}>
            <PaymentForm action={savePaymentAction} payment={payment} />
          </Panel>
          <Panel title={t('codRisk')}>
            <CodRiskForm action={saveCodRiskAction} rule={codRisk} />
          </Panel>
          <Panel title={t('social')}>
            <SocialForm action={saveSocialAction} social={social} />
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={t('showroom')}>
            <ShowroomForm action={saveShowroomAction} showroom={showroom} />
          </Panel>
          <Panel title={t('fittings')}>
            <FittingSettingsForm action={saveFittingsAction} fittings={fittings} />
          </Panel>
          <Panel title={t('returns')}>
            <ReturnsForm action={saveReturnsAction} returns={returns} />
          </Panel>
          <Panel title={t('deliveryDates')}>
            <DeliveryDatesForm action={saveDeliveryDatesAction} settings={deliveryDates} />
          </Panel>
        </div>
      </div>
      {/* A plan is a row of five fields: it needs the page's whole width. */}
      <Panel title={t('emi')} className="mt-6">
        <EmiPlansForm action={saveEmiAction} emi={emi} />
      </Panel>
    </>
  );
}
