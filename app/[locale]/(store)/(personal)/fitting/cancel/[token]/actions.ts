'use server';

import { redirect } from 'next/navigation';
import { cancelByToken } from '@/lib/fittings/cancel';
import { cancelTokenSchema } from '@/lib/validation/fitting';

/** The Cancel button of a cancel link's page (a POST: opening the link cancels nothing). */
export async function cancelFittingAction(form: FormData): Promise<void> {
  const token = cancelTokenSchema.safeParse(form.get('token'));
  if (!token.success) redirect('/fitting');
  await cancelByToken(token.data);
  redirect(`/fitting/cancel/${token.data}`);
}
