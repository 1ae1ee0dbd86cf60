import { z } from 'zod';
import { staffRoles } from '@/lib/db/values/staff';
import { emailSchema } from './account';
import { phoneSchema } from '@/lib/validation/client';

const roleSchema = z.enum(staffRoles, { error: 'Choose a role.' });
const userIdSchema = z.coerce.number().int().positive();

export const inviteStaffSchema = z.discriminatedUnion(
  'channel',
  [
    z.object({ channel: z.literal('email'), identifier: emailSchema, role: roleSchema }),
    z.object({ channel: z.literal('phone'), identifier: phoneSchema, role: roleSchema }),
  ],
  { error: 'Choose e-mail or phone.' },
);
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const changeRoleSchema = z.object({ userId: userIdSchema, role: roleSchema });
export const staffMemberSchema = z.object({ userId: userIdSchema });
export const invitationIdSchema = z.object({ invitationId: userIdSchema });

const codeField = z.string().trim().min(1, 'Enter the code.').max(20, 'That code is too long.');

export const secondStepSchema = z.object({
  method: z.enum(['totp', 'recovery', 'sms']),
  code: codeField,
  next: z.string().optional(),
});

export const confirmAuthenticatorSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]{16,64}$/, 'The key is not valid: reload the page.'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits your app shows.'),
  next: z.string().optional(),
});

export const auditQuerySchema = z.object({
  entity: z.string().trim().max(40).optional().catch(undefined),
  action: z.string().trim().max(60).optional().catch(undefined),
  actor: z.coerce.number().int().positive().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
