import type { SubmissionResult } from '@conform-to/react';
import type { FieldErrors } from '@/lib/domain-error';

/**
 * What a form's server action hands back to the form (useActionState): the outcome to read
 * out, and Conform's submission, which keeps what was typed and puts each error beside its
 * field under the field's own name (`variants[0].sku`). docs/architecture.md, "Forms".
 */
export type FormReply<T = undefined> =
  | { status: 'idle' }
  | { status: 'ok'; message: string; data?: T; submission?: SubmissionResult<string[]> }
  | {
      status: 'error';
      message: string;
      fields?: FieldErrors;
      submission?: SubmissionResult<string[]>;
    };

/**
 * The fields a refusal never hands back to the form, on the server (staff actions) as in
 * the browser (useApiForm): what must not sit in a form's state.
 */
export const secretFieldName = /password|code|secret|token|otp/i;

export const idleReply: FormReply<never> = { status: 'idle' };

/** The first message of each field, under the field's name (the form's own message left out). */
export function firstFieldErrors(errors: Record<string, string[] | null | undefined> | undefined) {
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (name && messages?.[0]) fields[name] = messages[0];
  }
  return fields;
}
