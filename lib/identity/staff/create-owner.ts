import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/identity/auth/passwords';
import type { Database } from '@/lib/db/connect';
import { auditLog, users } from '@/lib/db/schema';
import { emailSchema, passwordSchema } from '@/lib/identity/schemas/account';
import { phoneSchema } from '@/lib/validation';
import { z } from 'zod';

export const ownerInputSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'Give the owner a name.').max(100),
  password: passwordSchema,
  phone: phoneSchema.optional(),
});
export type OwnerInput = z.infer<typeof ownerInputSchema>;

/**
 * Makes the store's first owner, or makes an existing account owner: whoever runs this
 * command on the server vouches for the e-mail (and phone) given, which count as proven.
 * An existing account keeps its password unless a new one is given.
 */
export async function createOwner(db: Database, raw: OwnerInput): Promise<'created' | 'promoted'> {
  const input = ownerInputSchema.parse(raw);
  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for('update');
    const proven = {
      staffRole: 'owner' as const,
      emailVerifiedAt: sql`now()`,
      ...(input.phone ? { phone: input.phone, phoneVerifiedAt: sql`now()` } : {}),
    };
    const [row] = existing
      ? await tx
          .update(users)
          .set({ ...proven, name: input.name, passwordHash })
          .where(eq(users.id, existing.id))
          .returning({ id: users.id })
      : await tx
          .insert(users)
          .values({ ...proven, email, name: input.name, passwordHash })
          .returning({ id: users.id });
    await tx.insert(auditLog).values({
      actorId: null,
      actorName: 'npm run staff:create-owner',
      action: existing ? 'staff.role_change' : 'staff.create_owner',
      entity: 'user',
      entityId: String(row!.id),
      after: { role: 'owner', email },
    });
    return existing ? 'promoted' : 'created';
  });
}

/** The demo's owner (embedded database only): the README gives these credentials. */
export const demoOwner = {
  email: 'owner@noor-e-jahan.test',
  name: 'Demo Owner',
  password: 'Demo-owner-2026',
  phone: '+8801700000001',
} as const satisfies OwnerInput;

/** Seeds the demo owner once, in a store that has no owner yet. */
export async function ensureDemoOwner(db: Database): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.staffRole, 'owner'))
    .limit(1);
  if (owner) return false;
  await createOwner(db, demoOwner);
  return true;
}
