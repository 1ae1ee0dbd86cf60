'use server';

import { revalidatePath } from 'next/cache';
import { saveSettings, settingsFormSchema, type SettingsSection } from '@/lib/content/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

const saved: Record<SettingsSection, string> = {
  contacts: 'Contacts saved.',
  showroom: 'Showroom saved.',
  social: 'Social links saved.',
  delivery: 'Delivery charges saved: new orders are charged them.',
  fittings: 'Fitting hours saved.',
  payment: 'Cash-on-delivery advance saved: new orders ask for it.',
};

/** The server action of one settings form: staff who edit content save its section. */
const settingsAction = <K extends SettingsSection>(section: K) =>
  staffAction('editContent', settingsFormSchema(section), async (input, member) => {
    await saveSettings(member, section, input as Parameters<typeof saveSettings<K>>[2]);
    revalidatePath(adminRoutes.settings());
    return { message: `${saved[section]} The store shows them within a few seconds.` };
  });

export const saveContactsAction = settingsAction('contacts');
export const saveShowroomAction = settingsAction('showroom');
export const saveSocialAction = settingsAction('social');
export const saveDeliveryAction = settingsAction('delivery');
export const saveFittingsAction = settingsAction('fittings');
export const savePaymentAction = settingsAction('payment');
