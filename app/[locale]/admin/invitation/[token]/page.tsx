import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Button, buttonClass } from '@/components/ui/button';
import { StaffFrame } from '@/components/admin/staff-frame';
import { loginUrlFor } from '@/lib/identity';
import { adminRoutes, currentStaffState, findInvitation } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { acceptAction } from './actions';

const invitationText = () =>
  getTranslations({ locale: staffLocale, namespace: 'admin.staff.invitation' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await invitationText())('title') };
}

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ refused?: string }> };

export default async function InvitationPage({ params, searchParams }: Props) {
  const { token } = await params;
  const state = await currentStaffState();
  const invitation = await findInvitation(token);
  const t = await invitationText();
  const words = await getTranslations({ locale: staffLocale, namespace: 'vocabulary' });
  if (!invitation) {
    return (
      <StaffFrame title={t('ended')} intro={t('endedIntro')}>
        <Link href="/" className={buttonClass()}>
          {t('backToStore')}
        </Link>
      </StaffFrame>
    );
  }
  const path = adminRoutes.invitation(token);
  if (state.kind === 'signed_out') redirect(loginUrlFor(path));
  const refused = (await searchParams).refused === '1';
  const how = invitation.channel === 'email' ? t('emailAddress') : t('phoneNumber');
  const { identifier } = invitation;
  return (
    <StaffFrame
      title={t('join', { role: words(`staffRole.${invitation.role}`).toLowerCase() })}
      intro={t('intro', { how, identifier })}
    >
      {refused && (
        <p role="alert" className="mb-6 text-sm text-red-700">
          {t('refused', { identifier, how })}
        </p>
      )}
      <form action={acceptAction}>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" wide>
          {t('accept')}
        </Button>
      </form>
    </StaffFrame>
  );
}
