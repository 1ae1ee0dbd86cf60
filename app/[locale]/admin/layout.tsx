import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { storeTimeZone } from '@/i18n/time-zone';
import { pickMessages } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { IntlProvider } from '@/components/i18n/intl-client';
import { AdminShell } from '@/components/admin/admin-shell';
import { currentStaffState } from '@/lib/identity/admin';
import { staffLocale, staffNamespaces } from '@/lib/i18n/staff-locale';
import { signOutOfStaff } from './session-actions';

// Staff pages are personal: rendered for each request under a nonce policy (proxy.ts),
// never prerendered, never kept by any cache, never indexed.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin' });
  return {
    title: { template: t('titles.template'), default: t('shell.staff') },
    robots: { index: false, follow: false },
  };
}

/**
 * Each page checks its own permission (lib/identity/staff/guard.ts); this only draws the frame. The
 * staff side is English only: /bn/admin does not exist (docs/decisions.md 14).
 */
export default async function AdminLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  if ((await params).locale !== routing.defaultLocale) notFound();
  const [state, messages] = await Promise.all([
    currentStaffState(),
    getMessages({ locale: staffLocale }),
  ]);
  return (
    <IntlProvider
      locale={staffLocale}
      messages={pickMessages(messages, staffNamespaces)}
      timeZone={storeTimeZone}
    >
      {state.kind === 'staff' ? (
        <AdminShell member={state.member} signOutAction={signOutOfStaff}>
          {children}
        </AdminShell>
      ) : (
        children
      )}
    </IntlProvider>
  );
}
