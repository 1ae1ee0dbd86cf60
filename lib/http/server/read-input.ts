import 'server-only';
import type { z } from 'zod';
import { DomainError, validationFailed } from '@/lib/domain-error';
import { nulFields } from './nul-characters';
import { maxJsonBodyBytes, readBodyText } from './read-body';
import { zodFields } from './zod-fields';

export type RequestPart = 'params' | 'query' | 'body';

/** Parses one part of a request with its schema; a failure is a 400 naming each field. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  part: RequestPart,
): z.output<S> {
  const withNul = nulFields(input, part);
  if (Object.keys(withNul).length > 0) throw validationFailed(withNul);
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(zodFields(result.error, part));
  return result.data;
}

/** Query parameters as a plain object; a repeated parameter keeps its last value. */
export function readQuery(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}

/** Route params arrive as a promise in Next 16 (and are absent when a test calls the handler bare). */
export async function readParams(
  context: { params?: Promise<Record<string, string | string[] | undefined>> } | undefined,
): Promise<Record<string, string | string[] | undefined>> {
  return (await context?.params) ?? {};
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request, maxJsonBodyBytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DomainError({
      kind: 'invalid',
      code: 'invalid_json',
      message: 'The request body is not valid JSON.',
    });
  }
}
