import 'server-only';
import type { z } from 'zod';
import type { FieldErrors } from '@/lib/domain-error';

/**
 * The first message per field, keyed by the parameter name (`page_size`) or path
 * (`address.line`); an issue with the whole input is keyed by `root` ('body', 'query').
 */
export function zodFields(error: z.core.$ZodError, root = 'input'): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || root;
    fields[key] ??= issue.message;
  }
  return fields;
}
