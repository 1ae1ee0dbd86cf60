import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { AuthenticatorSetup } from '@/components/admin/verify/authenticator-setup';
import { NewRecoveryCodes } from '@/components/admin/verify/new-recovery-codes';
import {
  adminRoutes,
  pendingAuthenticator,
  qrSvg,
  requireStaffPage,
  unusedRecoveryCodes,
} from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { newRecoveryCodesAction, setAuthenticatorAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.security' });
  return { title: t('title') };
}

export default async function SecurityPage() {
  const member = await requireStaffPage(adminRoutes.security());
  const [pending, left, t] = await Promise.all([
    pendingAuthenticator(member),
    unusedRecoveryCodes(member.id),
    getTranslations({ locale: staffLocale, namespace: 'admin.security' }),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Panel title={member.hasAuthenticator ? t('replace') : t('setUp')}>
          {member.hasAuthenticator && <p className="text-ink-soft mb-6 text-sm">{t('isOn')}</p>}
          <AuthenticatorSetup
            action={setAuthenticatorAction}
            qrSvg={await qrSvg(pending.uri)}
            secret={pending.secret}
            next={adminRoutes.security()}
          />
        </Panel>
        {member.hasAuthenticator && (
          <Panel title={t('recoveryCodes')}>
            <p className="text-ink-soft mb-4 text-sm">{t('unused', { left })}</p>
            <NewRecoveryCodes action={newRecoveryCodesAction} />
          </Panel>
        )}
      </div>
    </>
  );
}
