'use server';

import { redirect } from 'next/navigation';
import { loginUrlFor } from '@/lib/identity';
import { acceptInvitation, adminRoutes, currentStaffState } from '@/lib/identity/admin';

/** Takes the invitation for the signed-in account, then on to the second step. */
export async function acceptAction(form: FormData) {
  const token = String(form.get('token') ?? '');
  const path = adminRoutes.invitation(token);
  const state = await currentStaffState();
  if (state.kind === 'signed_out') redirect(loginUrlFor(path));
  const userId = state.kind === 'not_staff' ? state.userId : state.member.id;
  const outcome = await acceptInvitation(token, userId);
  if (outcome === 'wrong_account') redirect(`${path}?refused=1`);
  redirect(outcome === 'accepted' ? adminRoutes.dashboard() : path);
}
