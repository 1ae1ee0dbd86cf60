import { ApiClientError, type FieldMessages } from '@/lib/http/api-client';

/** A refused order's field errors split: the form's own fields, and those of the order's lines. */
export type SplitFields = { form: FieldMessages; lines: Record<number, string> };

/**
 * The same failure, its fields under the form's names: the order nests its contact and
 * address (`contact.phone`, `address.district`), the form has `phone` and `district`.
 */
export function withFormNames(thrown: unknown): unknown {
  if (!(thrown instanceof ApiClientError)) return thrown;
  const fields = Object.entries(thrown.fields).map(
    ([name, message]) => [name.replace(/^(contact|address)\./, ''), message] as const,
  );
  return new ApiClientError(thrown.status, thrown.code, thrown.message, Object.fromEntries(fields));
}

/** `items.2.quantity` belongs to the third line of the summary; the other fields to the form. */
export function splitServerFields(fields: FieldMessages): SplitFields {
  const split: SplitFields = { form: {}, lines: {} };
  for (const [name, message] of Object.entries(fields)) {
    const item = /^items\.(\d+)\./.exec(name);
    if (item) split.lines[Number(item[1])] = message;
    else split.form[name] = message;
  }
  return split;
}
