'use server';

import { revalidatePath } from 'next/cache';
import { saveSettings, settingsFormSchema, type SettingsSection } from '@/lib/content/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

/** The server action of one settings form: staff who edit content save its section. */
const settingsAction = <K extends SettingsSection>(section: K) =>
  staffAction('editContent', settingsFormSchema(section), async (input, member) => {
    await saveSettings(member, section, input as Parameters<typeof saveSettings<K>>[2]);
    revalidatePath(adminRoutes.settings());
    const t = staffTranslator();
    const saved = t(`admin.settings.saved.${section as SettingsSection}`);
    return { message: t('admin.settings.saved.shownSoon', { saved }) };
  });

export const saveContactsAction = settingsAction('contacts');
export const saveShowroomAction = settingsAction('showroom');
export const saveSocialAction = settingsAction('social');
export const saveDeliveryAction = settingsAction('delivery');
export const saveFittingsAction = settingsAction('fittings');
export const savePaymentAction = settingsAction('payment');
export const saveCodRiskAction = settingsAction('codRisk');
export const saveEmiAction = settingsAction('emi');
export const saveReturnsAction = settingsAction('returns');
export const saveDeliveryDatesAction = settingsAction('deliveryDates');
