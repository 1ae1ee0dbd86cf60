import 'server-only';
import type { FieldErrors } from '@/lib/domain-error';

export const nulMessage = 'must not contain NUL characters';

/** Deeper than any schema of the API goes: past it, the schema refuses the input anyway. */
const maxDepth = 32;

/**
 * The strings in a request part that hold a NUL character (`\u0000`), keyed as zodFields
 * keys its messages. PostgreSQL cannot store NUL in text, so such a value is refused here,
 * before any query is made with it.
 */
export function nulFields(input: unknown, root: string): FieldErrors {
  const fields: FieldErrors = {};
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) fields[path.join('.') || root] = nulMessage;
    } else if (typeof value === 'object' && value !== null && path.length < maxDepth) {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(input, []);
  return fields;
}
