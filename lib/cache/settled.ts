import 'server-only';
import type { z } from 'zod';
import {
  DomainError,
  refusesInput,
  validationFailed,
  type DomainErrorInit,
} from '@/lib/domain-error';
import { zodFields } from '@/lib/http/server/zod-fields';

/**
 * What a `'use cache'` reader returns: its answer, or the refusal the caller turns into
 * the documented status (docs/architecture.md, "Caching"). An error thrown inside a cached
 * function reaches its caller, in a production build, as an error with a digest only: a
 * 404 thrown there would be answered 500. So a reader never throws for what it was asked;
 * it returns the refusal, and `unwrap` throws it outside the cache.
 */
export type Settled<T> = { ok: true; value: T } | { ok: false; refusal: DomainErrorInit };

const refusalOf = (error: DomainError): DomainErrorInit => ({
  kind: error.kind,
  code: error.code,
  message: error.message,
  ...(error.fields ? { fields: error.fields } : {}),
});

/** Runs `read`, keeping a refusal of the input (a 4xx DomainError) as a value; faults still throw. */
export async function settle<T>(read: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (error instanceof DomainError && refusesInput(error.kind)) {
      return { ok: false, refusal: refusalOf(error) };
    }
    throw error;
  }
}

/**
 * A cached reader's arguments, checked again inside it: each `'use cache'` function is
 * also a server reference that anyone holding the build's id may call with any arguments
 * (SECURITY.md, "Cached readers").
 */
export function checkArguments<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; refusal: DomainErrorInit } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, refusal: refusalOf(validationFailed(zodFields(parsed.error))) };
}

/** The answer, or its refusal thrown here, outside the cache, for the API's wrapper to answer. */
export function unwrap<T>(settled: Settled<T>): T {
  if (settled.ok) return settled.value;
  throw new DomainError(settled.refusal);
}
