'use server';

import { cookies } from 'next/headers';
import { signOut } from '@/lib/customers/admin';
import { endStaffSession } from '@/lib/identity/admin';
import { staffCookieNames } from '@/lib/identity';

/** Signs out of the staff side and the store: the staff session ends on the server too. */
export async function signOutOfStaff() {
  const jar = await cookies();
  for (const name of staffCookieNames) {
    const token = jar.get(name)?.value;
    if (token) await endStaffSession(token);
    jar.delete(name);
  }
  await signOut({ redirectTo: '/authentication/login?callbackUrl=%2Fadmin' });
}
