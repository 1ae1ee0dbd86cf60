import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import { StaffFrame } from '@/components/admin/staff-frame';
import { AuthenticatorSetup } from '@/components/admin/verify/authenticator-setup';
import { CodeForm } from '@/components/admin/verify/code-form';
import { SmsSender } from '@/components/admin/verify/sms-sender';
import { loginUrlFor } from '@/lib/identity';
import {
  pendingAuthenticator,
  currentStaffState,
  verifyUrlFor,
  qrSvg,
  safeAdminPath,
} from '@/lib/identity/admin';
import { enrolAuthenticator, proveStep, sendSmsCode } from './actions';

export const metadata: Metadata = { title: 'Confirm it is you' };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

const lastDigits = (phone: string) => `your phone ending ${phone.slice(-3)}`;

export default async function VerifyPage({ searchParams }: Props) {
  const next = safeAdminPath((await searchParams).next);
  const state = await currentStaffState();
  if (state.kind === 'signed_out') redirect(loginUrlFor(verifyUrlFor(next)));
  if (state.kind === 'not_staff') forbidden();
  if (state.kind === 'staff') redirect(next);
  const { member } = state;

  if (member.hasAuthenticator) {
    return (
      <StaffFrame title="Confirm it is you" intro="Enter the code your authenticator app shows.">
        <CodeForm action={proveStep} method="totp" label="Code from the app" next={next} />
        <details className="mt-8 border-t border-stone-200 pt-6">
          <summary className="text-ink-soft cursor-pointer text-sm">
            Lost your phone? Use a recovery code
          </summary>
          <div className="mt-5">
            <CodeForm
              action={proveStep}
              method="recovery"
              label="Recovery code"
              hint="Such as abcde-fghjk."
              next={next}
            />
          </div>
        </details>
      </StaffFrame>
    );
  }

  if (member.provenPhone) {
    return (
      <StaffFrame
        title="Confirm it is you"
        intro="Staff pages need a second step. You can set up an authenticator app afterwards, under Sign-in security."
      >
        <div className="space-y-8">
          <SmsSender action={sendSmsCode} phoneHint={lastDigits(member.provenPhone)} />
          <CodeForm action={proveStep} method="sms" label="Code from the SMS" next={next} />
        </div>
      </StaffFrame>
    );
  }

  const pending = await pendingAuthenticator(member);
  return (
    <StaffFrame
      title="Set up your second step"
      intro="Staff pages ask for a code from an authenticator app each time you sign in."
    >
      <AuthenticatorSetup
        action={enrolAuthenticator}
        qrSvg={await qrSvg(pending.uri)}
        secret={pending.secret}
        next={next}
      />
    </StaffFrame>
  );
}
