import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { loginUrlFor } from '@/lib/identity/account/callback-url';
import { staffErrors } from './errors';
import { staffPageAccess, staffPageDecision, verifyUrlFor } from './page-permissions';
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

export { verifyUrlFor };

/**
 * For every guarded /admin page, with the permission its address asks
 * (lib/identity/staff/page-permissions.ts): a signed-out visitor goes to sign in and comes back; a
 * shopper, or staff whose role lacks it, gets the 403 page; staff who have not yet proven
 * the second step in this sign-in go to prove it. proxy.ts takes the same decision first,
 * so that a refusal is a real 403 (docs/decisions.md 13); this one is what protects.
 */
export async function requireStaffPage(path: string): Promise<StaffMember> {
  const access = staffPageAccess(path);
  if (access === undefined || access === 'open') {
    throw new Error(`${path} is not a guarded staff page (lib/identity/staff/page-permissions.ts)`);
  }
  const decision = staffPageDecision(await currentStaffState(), access);
  if (decision.kind === 'sign_in') redirect(loginUrlFor(path));
  if (decision.kind === 'forbidden') forbidden();
  if (decision.kind === 'second_step') redirect(verifyUrlFor(path));
  return decision.member;
}

/** For every staff server action: the member, or the DomainError the form shows. */
export async function requireStaffAction(permission: StaffPermission): Promise<StaffMember> {
  const state = await staffState(await cookieMap());
  if (state.kind === 'signed_out') throw staffErrors.signedOut();
  if (state.kind === 'not_staff') throw staffErrors.notAllowed();
  if (state.kind === 'second_step') throw staffErrors.secondStep();
  if (!roleMay(state.member.role, permission)) throw staffErrors.notAllowed();
  return state.member;
}
