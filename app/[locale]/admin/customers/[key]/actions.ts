'use server';

import { revalidatePath } from 'next/cache';
import { addCustomerNote, customerNoteSchema } from '@/lib/customers/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

export const addCustomerNoteAction = staffAction(
  'handleOrders',
  customerNoteSchema,
  async (input, member) => {
    await addCustomerNote(member, input.key, input.body);
    // The customer's page is drawn again with the note in the same answer.
    revalidatePath(adminRoutes.customers.anyDetail(), 'page');
    return { message: staffTranslator()('admin.customers.noteForm.added') };
  },
);
