import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { loginUrlFor } from '@/lib/account/callback-url';
import { staffErrors } from './errors';
import { roleMay, type StaffPermission } from './roles';
import { staffState, type StaffMember, type StaffState } from './staff-state';

/** The visitor's cookies as a map: what staffState reads. */
export async function cookieMap(): Promise<Map<string, string>> {
  const jar = await cookies();
  return new Map(jar.getAll().map((cookie) => [cookie.name, cookie.value]));
}

/** The staff side's state of this request; its pages are rendered per request. */
export async function currentStaffState(): Promise<StaffState> {
  await connection();
  return staffState(await cookieMap());
}

export const verifyUrlFor = (path: string) => `/admin/verify?next=${encodeURIComponent(path)}`;

/**
 * For every /admin page: a signed-out visitor goes to sign in and comes back; a shopper, or
 * staff whose role lacks `permission`, gets the 403 page; staff who have not yet proven
 * the second step in this sign-in go to prove it.
 */
export async function requireStaffPage(
  permission: StaffPermission,
  path: string,
): Promise<StaffMember> {
  const state = await currentStaffState();
  if (state.kind === 'signed_out') redirect(loginUrlFor(path));
  if (state.kind === 'not_staff') forbidden();
  if (state.kind === 'second_step') redirect(verifyUrlFor(path));
  if (!roleMay(state.member.role, permission)) forbidden();
  return state.member;
}

/** For every staff server action: the member, or the ApiError the form shows. */
export async function requireStaffAction(permission: StaffPermission): Promise<StaffMember> {
  const state = await staffState(await cookieMap());
  if (state.kind === 'signed_out') throw staffErrors.signedOut();
  if (state.kind === 'not_staff') throw staffErrors.notAllowed();
  if (state.kind === 'second_step') throw staffErrors.secondStep();
  if (!roleMay(state.member.role, permission)) throw staffErrors.notAllowed();
  return state.member;
}
