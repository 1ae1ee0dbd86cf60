import 'server-only';
import type { z } from 'zod';
import { zodFields } from '@/lib/api';
import { validationFailed } from '@/lib/domain-error';
import type { SaveErrors } from './checks/planned-save';

/** Parses what a form or a caller sent; a failure is a 400 naming each field (`variants.1.sku`). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(zodFields(result.error, 'input'));
  return result.data;
}

/** A single save's checks: any message refuses it, with every field named. */
export function refuseOnErrors([errors]: SaveErrors): void {
  if (errors && Object.keys(errors).length > 0) throw validationFailed(errors);
}
