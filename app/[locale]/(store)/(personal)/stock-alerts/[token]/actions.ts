'use server';

import { redirect } from '@/i18n/navigation';
import { isLocale, routing } from '@/i18n/routing';
import { stopStockAlert } from '@/lib/catalogue';
import { stopTokenSchema } from '@/lib/catalogue/client';

/** The Stop button of a back-in-stock message's link (a POST: opening the link stops nothing). */
export async function stopStockAlertAction(form: FormData): Promise<void> {
  const named = form.get('locale');
  const locale = isLocale(named) ? named : routing.defaultLocale;
  const token = stopTokenSchema.safeParse(form.get('token'));
  if (!token.success) return redirect({ href: '/', locale });
  await stopStockAlert(token.data);
  redirect({ href: `/stock-alerts/${token.data}`, locale });
}
