'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  adminRoutes,
  changeRoleSchema,
  changeStaffRole,
  invitationIdSchema,
  inviteStaff,
  inviteStaffSchema,
  removeStaff,
  resetSecondStep,
  revokeInvitation,
  staffAction,
  staffMemberSchema,
} from '@/lib/identity/admin';
import { staffTranslator } from '@/lib/i18n/staff-translator';

const said = (
  key: 'invited' | 'roleChanged' | 'secondStepReset' | 'withdrawn',
  values?: Record<string, string>,
) => staffTranslator()(`admin.staff.actions.${key}`, values);

const refreshed = (message: string) => {
  revalidatePath(adminRoutes.staff());
  return { message };
};

export const inviteAction = staffAction('manageStaff', inviteStaffSchema, async (input, member) => {
  await inviteStaff(member, input);
  return refreshed(said('invited', { identifier: input.identifier }));
});

export const changeRoleAction = staffAction(
  'manageStaff',
  changeRoleSchema,
  async (input, member) => {
    await changeStaffRole(member, input.userId, input.role);
    return refreshed(
      said('roleChanged', {
        role: staffTranslator()(`vocabulary.staffRole.${input.role}`).toLowerCase(),
      }),
    );
  },
);

// The member's row goes with them, and its message with it: the page says it instead.
export const removeStaffAction = staffAction(
  'manageStaff',
  staffMemberSchema,
  async (input, member) => {
    await removeStaff(member, input.userId);
    revalidatePath(adminRoutes.staff());
    redirect(adminRoutes.staff({ notice: 'removed' }));
  },
);

export const resetSecondStepAction = staffAction(
  'manageStaff',
  staffMemberSchema,
  async (input, member) => {
    await resetSecondStep(member, input.userId);
    return refreshed(said('secondStepReset'));
  },
);

export const revokeInvitationAction = staffAction(
  'manageStaff',
  invitationIdSchema,
  async (input, member) => {
    await revokeInvitation(member, input.invitationId);
    return refreshed(said('withdrawn'));
  },
);
