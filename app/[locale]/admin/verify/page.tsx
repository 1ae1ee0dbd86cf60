import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
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
import { staffLocale } from '@/lib/i18n/staff-locale';
import { enrolAuthenticator, proveStep, sendSmsCode } from './actions';

const verifyText = () => getTranslations({ locale: staffLocale, namespace: 'admin.verify' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await verifyText())('title') };
}

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function VerifyPage({ searchParams }: Props) {
  const next = safeAdminPath((await searchParams).next);
  const state = await currentStaffState();
  if (state.kind === 'signed_out') redirect(loginUrlFor(verifyUrlFor(next)));
  if (state.kind === 'not_staff') forbidden();
  if (state.kind === 'staff') redirect(next);
  const { member } = state;
  const t = await verifyText();

  if (member.hasAuthenticator) {
    return (
      <StaffFrame title={t('title')} intro={t('totpIntro')}>
        <CodeForm action={proveStep} method="totp" label={t('codeFromApp')} next={next} />
        <details className="mt-8 border-t border-stone-200 pt-6">
          <summary className="text-ink-soft cursor-pointer text-sm">{t('lostPhone')}</summary>
          <div className="mt-5">
            <CodeForm
              action={proveStep}
              method="recovery"
              label={t('recoveryCode')}
              hint={t('recoveryHint')}
              next={next}
            />
          </div>
        </details>
      </StaffFrame>
    );
  }

  if (member.provenPhone) {
    return (
      <StaffFrame title={t('title')} intro={t('smsIntro')}>
        <div className="space-y-8">
          <SmsSender
            action={sendSmsCode}
            phoneHint={t('phoneEnding', { digits: member.provenPhone.slice(-3) })}
          />
          <CodeForm action={proveStep} method="sms" label={t('codeFromSms')} next={next} />
        </div>
      </StaffFrame>
    );
  }

  const pending = await pendingAuthenticator(member);
  return (
    <StaffFrame title={t('setUpTitle')} intro={t('setUpIntro')}>
      <AuthenticatorSetup
        action={enrolAuthenticator}
        qrSvg={await qrSvg(pending.uri)}
        secret={pending.secret}
        next={next}
      />
    </StaffFrame>
  );
}
