import { writeTransaction } from '@/lib/db/write-transaction';
import { startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { browserCookies } from '@/tests/staff/staff-fixture';

/** The cookies of a member signed in with the second step proven, as their browser sends them. */
export async function provenStaffCookies(userId: number): Promise<Map<string, string>> {
  const sid = `sid-${userId}`;
  const token = await writeTransaction((tx) =>
    startStaffSession(tx, { userId, authSessionId: sid, method: 'sms' }),
  );
  return browserCookies(userId, sid, token);
}
