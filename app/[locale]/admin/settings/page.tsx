import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ContactsForm } from '@/components/admin/content/contacts-form';
import { DeliveryForm } from '@/components/admin/content/delivery-form';
import { FittingSettingsForm } from '@/components/admin/content/fitting-settings-form';
import { PaymentForm } from '@/components/admin/content/payment-form';
import { ShowroomForm } from '@/components/admin/content/showroom-form';
import { SocialForm } from '@/components/admin/content/social-form';
import { Panel } from '@/components/admin/panel';
import { currentSettings } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import {
  saveContactsAction,
  saveDeliveryAction,
  saveFittingsAction,
  savePaymentAction,
  saveShowroomAction,
  saveSocialAction,
} from './actions';

export const metadata: Metadata = { title: 'Store settings' };

export default async function SettingsPage() {
  await requireStaffPage(adminRoutes.settings());
  const [contacts, showroom, social, delivery, fittings, payment] = await Promise.all([
    currentSettings('contacts'),
    currentSettings('showroom'),
    currentSettings('social'),
    currentSettings('delivery'),
    currentSettings('fittings'),
    currentSettings('payment'),
  ]);
  return (
    <>
      <AdminPageHeader
        title="Store settings"
        description="Contacts, the showroom, social links, delivery charges, the cash-on-delivery advance and fitting hours, as the storefront shows them. Each form saves on its own."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <Panel title="Contacts">
            <ContactsForm action={saveContactsAction} contacts={contacts} />
          </Panel>
          <Panel title="Delivery charges">
            <DeliveryForm action={saveDeliveryAction} rates={delivery} />
          </Panel>
          <Panel title="Cash-on-delivery advance">
            <PaymentForm action={savePaymentAction} payment={payment} />
          </Panel>
          <Panel title="Social links">
            <SocialForm action={saveSocialAction} social={social} />
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title="Showroom">
            <ShowroomForm action={saveShowroomAction} showroom={showroom} />
          </Panel>
          <Panel title="Fittings">
            <FittingSettingsForm action={saveFittingsAction} fittings={fittings} />
          </Panel>
        </div>
      </div>
    </>
  );
}
