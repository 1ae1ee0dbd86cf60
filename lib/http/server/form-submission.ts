import 'server-only';
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { FieldErrors } from '@/lib/domain-error';
import { firstFieldErrors, secretFieldName, type FormReply } from '../form-reply';

export type FormSubmission<Output> = Submission<unknown, string[], Output>;

/**
 * A form's fields read with Conform: `variants[0].sku` nests, `tagIds[]` is a list, and
 * the schema sees the strings as they were typed (no coercion: our schemas trim, convert
 * and word their own messages).
 */
export function parseFormSubmission<S extends z.ZodType>(
  form: FormData,
  schema: S,
): FormSubmission<z.output<S>> {
  return parseWithZod(form, { schema, disableAutoCoercion: true }) as FormSubmission<z.output<S>>;
}

function replyKeepingTyped(
  submission: FormSubmission<unknown>,
  options: { resetForm?: boolean } = {},
) {
  const hideFields = submission.payload
    ? Object.keys(submission.payload).filter((name) => secretFieldName.test(name))
    : [];
  return submission.reply({ ...options, hideFields });
}

/** A domain path (`variants.1.sku`, as zod and DomainError name it) as its field's name. */
export function formFieldName(path: string): string {
  return path
    .split('.')
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

/**
 * A refusal: the message for the whole form, what was typed (kept), and the errors beside
 * the fields: the schema's, or a domain error's under its path (`variants.1.sku` becomes
 * `variants[1].sku`). A refusal for another reason (a role, a conflict) shows no schema
 * error: the fields were not what was wrong.
 */
export function refuseSubmission(
  submission: FormSubmission<unknown>,
  message: string,
  because: 'schema' | FieldErrors = {},
): FormReply<never> {
  const reply = replyKeepingTyped(submission);
  const fieldErrors =
    because === 'schema'
      ? (reply.error ?? {})
      : Object.fromEntries(
          Object.entries(because).map(([path, text]) => [formFieldName(path), [text]]),
        );
  const fields = firstFieldErrors(fieldErrors);
  return {
    status: 'error',
    message,
    ...(Object.keys(fields).length > 0 && { fields }),
    submission: { ...reply, status: 'error', error: { ...fieldErrors, '': [message] } },
  };
}

/** A save that went through; `resetForm` empties the form for the next entry. */
export function acceptSubmission<T>(
  submission: FormSubmission<unknown>,
  outcome: { message: string; data?: T },
  { resetForm = false } = {},
): FormReply<T> {
  return { status: 'ok', ...outcome, submission: replyKeepingTyped(submission, { resetForm }) };
}
