'use server';

import { redirect } from '@/i18n/navigation';
import { isLocale, routing } from '@/i18n/routing';
import { cancelByToken, cancelTokenSchema } from '@/lib/fittings';

/** The Cancel button of a cancel link's page (a POST: opening the link cancels nothing). */
export async function cancelFittingAction(form: FormData): Promise<void> {
  // Back to the page she pressed it on, in its language (the form names it).
  const named = form.get('locale');
  const locale = isLocale(named) ? named : routing.defaultLocale;
  const token = cancelTokenSchema.safeParse(form.get('token'));
  if (!token.success) return redirect({ href: '/fitting', locale });
  await cancelByToken(token.data);
  redirect({ href: `/fitting/cancel/${token.data}`, locale });
}
