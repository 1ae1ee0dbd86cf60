import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { zodFields } from '@/lib/http/server/zod-fields';
import { DomainError } from '@/lib/domain-error';
import { requireStaffAction } from '@/lib/identity/staff/guard';
import { type StaffPermission } from '@/lib/identity/staff/roles';
import { type StaffMember } from '@/lib/identity/staff/staff-state';
import type { ActionState } from './action-state';
import { logger } from '@/lib/log/logger';

export type ActionOutcome<T> = { message: string; data?: T };

/** A form's fields as an object; repeated names (checkbox groups) become arrays. */
export function formObject(form: FormData): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (key.startsWith('$ACTION')) continue;
    const values = form.getAll(key);
    object[key] = values.length > 1 || key.endsWith('[]') ? values : values[0];
  }
  return object;
}

/**
 * The server-action counterpart of the API's api() wrapper: checks the member's role for
 * `permission` on the server, parses the form with `schema`, runs the write, and turns
 * every refusal into the message and per-field errors the form shows beside its fields.
 */
export function staffAction<S extends z.ZodType, T = undefined>(
  permission: StaffPermission,
  schema: S,
  run: (input: z.output<S>, member: StaffMember) => Promise<ActionOutcome<T>>,
) {
  return async (_previous: ActionState<T>, form: FormData): Promise<ActionState<T>> => {
    try {
      const member = await requireStaffAction(permission);
      const parsed = schema.safeParse(formObject(form));
      if (!parsed.success) {
        return {
          status: 'error',
          message: 'Please check the fields marked below.',
          fields: zodFields(parsed.error),
        };
      }
      const outcome = await run(parsed.data, member);
      return { status: 'ok', ...outcome };
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof DomainError) {
        return { status: 'error', message: error.message, fields: error.fields };
      }
      logger().error({ err: error }, 'staff action failed');
      return { status: 'error', message: 'Something went wrong on our side. Please try again.' };
    }
  };
}
