import type { Metadata } from 'next';
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
import { newRecoveryCodesAction, setAuthenticatorAction } from './actions';

export const metadata: Metadata = { title: 'Sign-in security' };

export default async function SecurityPage() {
  const member = await requireStaffPage(adminRoutes.security());
  const [pending, left] = await Promise.all([
    pendingAuthenticator(member),
    unusedRecoveryCodes(member.id),
  ]);
  return (
    <>
      <AdminPageHeader
        title="Sign-in security"
        description="Staff pages ask for a second step at each sign-in: a code from your authenticator app, or else an SMS code."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Panel
          title={member.hasAuthenticator ? 'Replace your authenticator' : 'Set up an authenticator'}
        >
          {member.hasAuthenticator && (
            <p className="text-ink-soft mb-6 text-sm">
              Your authenticator is on. Setting up a new phone replaces it, and gives new recovery
              codes.
            </p>
          )}
          <AuthenticatorSetup
            action={setAuthenticatorAction}
            qrSvg={await qrSvg(pending.uri)}
            secret={pending.secret}
            next={adminRoutes.security()}
          />
        </Panel>
        {member.hasAuthenticator && (
          <Panel title="Recovery codes">
            <p className="text-ink-soft mb-4 text-sm">
              {left} of 10 unused. Each works once, if your phone is lost.
            </p>
            <NewRecoveryCodes action={newRecoveryCodesAction} />
          </Panel>
        )}
      </div>
    </>
  );
}
