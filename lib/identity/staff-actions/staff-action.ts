import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import {
  acceptSubmission,
  parseFormSubmission,
  refuseSubmission,
} from '@/lib/http/server/form-submission';
import { DomainError } from '@/lib/domain-error';
import { staffRefusalMessage } from './refusal-words';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { requireStaffAction } from '@/lib/identity/staff/guard';
import { type StaffPermission } from '@/lib/identity/staff/roles';
import { type StaffMember } from '@/lib/identity/staff/staff-state';
import type { ActionState } from './action-state';
import { logger } from '@/lib/log/logger';

/** The staff's own words for what every staff action may answer (admin.json, common). */
const staffWords = (key: 'admin.common.checkFields' | 'admin.common.ourFault') =>
  staffTranslator()(key);

export type ActionOutcome<T> = { message: string; data?: T };

/**
 * The server-action counterpart of the API's api() wrapper: checks the member's role for
 * `permission` on the server, parses the form with `schema`, runs the write, and turns
 * every refusal into the message and per-field errors the form shows beside its fields
 * (Conform's submission: lib/http/server/form-submission.ts).
 */
export function staffAction<S extends z.ZodType, T = undefined>(
  permission: StaffPermission,
  schema: S,
  run: (input: z.output<S>, member: StaffMember) => Promise<ActionOutcome<T>>,
) {
  return async (_previous: ActionState<T>, form: FormData): Promise<ActionState<T>> => {
    const submission = parseFormSubmission(form, schema);
    try {
      const member = await requireStaffAction(permission);
      if (submission.status !== 'success') {
        return refuseSubmission(submission, staffWords('admin.common.checkFields'), 'schema');
      }
      return acceptSubmission(submission, await run(submission.value, member));
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof DomainError) {
        return refuseSubmission(submission, staffRefusalMessage(error), error.fields);
      }
      logger().error({ err: error }, 'staff action failed');
      return refuseSubmission(submission, staffWords('admin.common.ourFault'));
    }
  };
}
