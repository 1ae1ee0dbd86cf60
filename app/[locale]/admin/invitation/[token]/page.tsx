import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Button, ButtonLink } from '@/components/ui/button';
import { StaffFrame } from '@/components/admin/staff-frame';
import { loginUrlFor } from '@/lib/identity';
import { adminRoutes, currentStaffState, findInvitation, roleLabels } from '@/lib/identity/admin';
import { acceptAction } from './actions';

export const metadata: Metadata = { title: 'Join the staff' };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ refused?: string }> };

export default async function InvitationPage({ params, searchParams }: Props) {
  const { token } = await params;
  const state = await currentStaffState();
  const invitation = await findInvitation(token);
  if (!invitation) {
    return (
      <StaffFrame
        title="This invitation has ended"
        intro="It was used, withdrawn, or is more than 7 days old. Ask the owner for a new one."
      >
        <ButtonLink href="/">Back to the store</ButtonLink>
      </StaffFrame>
    );
  }
  const path = adminRoutes.invitation(token);
  if (state.kind === 'signed_out') redirect(loginUrlFor(path));
  const refused = (await searchParams).refused === '1';
  const how = invitation.channel === 'email' ? 'e-mail address' : 'phone number';
  return (
    <StaffFrame
      title={`Join as ${roleLabels[invitation.role].toLowerCase()}`}
      intro={`This invitation is for the ${how} ${invitation.identifier}. Accept it with the account that has that ${how}, confirmed.`}
    >
      {refused && (
        <p role="alert" className="mb-6 text-sm text-red-700">
          This account does not have {invitation.identifier} as a confirmed {how}. Sign in with that
          account, or confirm it in your profile first.
        </p>
      )}
      <form action={acceptAction}>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" wide>
          Accept the invitation
        </Button>
      </form>
    </StaffFrame>
  );
}
