import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { authSecret } from '@/lib/identity/auth/secret';
import { store } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { staffInvitations, users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { env } from '@/lib/env';
import { sendMessage } from '@/lib/messaging';
import type { InviteStaffInput } from '@/lib/identity/schemas/staff';
import type { Actor } from './actor';
import { adminRoutes } from './admin-routes';
import { recordAudit } from './audit';
import { staffErrors } from './errors';
import { vocabularyWord } from '@/lib/i18n/vocabulary';
import type { StaffRole } from './roles';

export const invitationDays = 7;

const hashToken = (token: string) =>
  createHmac('sha256', authSecret()).update(`staff-invitation\n${token}`).digest('hex');

export const invitationUrl = (token: string) => `${env.SITE_URL}${adminRoutes.invitation(token)}`;

/** Invites someone to the staff by e-mail or SMS; the link works for seven days. */
export async function inviteStaff(actor: Actor, input: InviteStaffInput): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const identifier = input.channel === 'email' ? input.identifier.toLowerCase() : input.identifier;
  await writeTransaction(async (tx) => {
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        channel: input.channel,
        identifier,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt: sql`now() + make_interval(days => ${invitationDays})`,
      })
      .returning({ id: staffInvitations.id });
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      entity: 'invitation',
      entityId: row!.id,
      after: { channel: input.channel, identifier, role: input.role },
    });
  });
  const text = `${actor.name || 'The owner'} invites you to join ${store.name} as ${vocabularyWord('en', 'staffRole', input.role).toLowerCase()}. Open ${invitationUrl(token)} within ${invitationDays} days and sign in with this ${input.channel === 'email' ? 'e-mail address' : 'phone number'}.`;
  await sendMessage({
    channel: input.channel === 'email' ? 'email' : 'sms',
    to: identifier,
    subject: `Join ${store.name}'s staff`,
    text,
  });
}

export type PendingInvitation = {
  id: number;
  channel: 'email' | 'phone';
  identifier: string;
  role: StaffRole;
  expiresAt: Date;
};

const invitationFields = {
  id: staffInvitations.id,
  channel: staffInvitations.channel,
  identifier: staffInvitations.identifier,
  role: staffInvitations.role,
  expiresAt: staffInvitations.expiresAt,
};

const pending = and(
  isNull(staffInvitations.acceptedAt),
  isNull(staffInvitations.revokedAt),
  gt(staffInvitations.expiresAt, sql`now()`),
);

/** Invitations not yet taken, newest first (the staff page lists them). */
export async function listPendingInvitations(): Promise<PendingInvitation[]> {
  return getDb()
    .select(invitationFields)
    .from(staffInvitations)
    .where(pending)
    .orderBy(desc(staffInvitations.id));
}

/** The invitation behind a link, while it can still be taken. */
export async function findInvitation(token: string): Promise<PendingInvitation | null> {
  const [row] = await getDb()
    .select(invitationFields)
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), pending));
  return row ?? null;
}

export async function revokeInvitation(actor: Actor, invitationId: number) {
  await writeTransaction(async (tx) => {
    const revoked = await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffInvitations.id, invitationId), pending))
      .returning({ id: staffInvitations.id });
    if (revoked.length === 0) throw staffErrors.notFound('invitation');
    await recordAudit(tx, actor, {
      action: 'staff.invitation_revoke',
      entity: 'invitation',
      entityId: invitationId,
    });
  });
}

export type AcceptResult = 'accepted' | 'wrong_account' | 'gone';

/**
 * Takes an invitation for the signed-in account, which must hold the invited e-mail or
 * phone and have proven it (docs/decisions.md 11): knowing the link is not enough.
 */
export async function acceptInvitation(token: string, userId: number): Promise<AcceptResult> {
  return writeTransaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.tokenHash, hashToken(token)), pending))
      .for('update');
    if (!invitation) return 'gone';
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return 'wrong_account';
    const holds =
      invitation.channel === 'email'
        ? user.email?.toLowerCase() === invitation.identifier && user.emailVerifiedAt !== null
        : user.phone === invitation.identifier && user.phoneVerifiedAt !== null;
    if (!holds) return 'wrong_account';
    await tx.update(users).set({ staffRole: invitation.role }).where(eq(users.id, userId));
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(eq(staffInvitations.id, invitation.id));
    const actor = { id: user.id, name: user.name, role: invitation.role };
    await recordAudit(tx, actor, {
      action: 'staff.invitation_accept',
      entity: 'user',
      entityId: userId,
      before: { role: user.staffRole },
      after: { role: invitation.role },
    });
    return 'accepted';
  });
}
