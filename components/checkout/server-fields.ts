import { ApiClientError, type FieldMessages } from '@/lib/http/api-client';

/** The server's field errors split: the form's own fields, and those of the order's lines. */
export type SplitFields = { form: FieldMessages; lines: Record<number, string> };

/**
 * `contact.phone` and `address.district` are the form's `phone` and `district`;
 * `items.2.quantity` belongs to the third line of the summary.
 */
export function splitServerFields(fields: FieldMessages): SplitFields {
  const split: SplitFields = { form: {}, lines: {} };
  for (const [key, message] of Object.entries(fields)) {
    const item = /^items\.(\d+)\./.exec(key);
    if (item) split.lines[Number(item[1])] = message;
    else split.form[key.replace(/^(contact|address)\./, '')] = message;
  }
  return split;
}

/** The same failure, with the line errors taken out (they are shown on the summary). */
export function withoutLineFields(error: ApiClientError, form: FieldMessages): ApiClientError {
  return new ApiClientError(error.status, error.code, error.message, form);
}
