import 'server-only';
import { CourierRefusal, CourierUnavailable } from './errors';
import type { BookableCourier } from './names';
import { countCall, outcomeOfStatus } from '@/lib/metrics/outgoing-calls';

const requestTimeoutMs = 15_000;

/**
 * 4xx answers that are not about the request itself: credentials (fixed by a person, then
 * a retry works), a timeout, or being asked too often.
 */
const worthRetrying = new Set([401, 403, 408, 425, 429]);

type Body = Record<string, unknown>;

/** `{field: ['message', …]}` or `{field: 'message'}`, as Laravel-style APIs send errors. */
export function fieldMessages(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value.map(String).join(' ') : String(value);
    if (message) fields[field] = message;
  }
  return fields;
}

/** The refusal a courier's error body describes: its message, or its field errors. */
export function refusalOf(courier: BookableCourier, body: Body, fallback: string): CourierRefusal {
  const fields = fieldMessages(body.errors);
  const listed = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
  const message = listed.length > 0 ? listed.join('; ') : String(body.message ?? fallback);
  return new CourierRefusal(courier, message, fields);
}

async function readJson(courier: BookableCourier, response: Response): Promise<Body> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    return typeof body === 'object' && body !== null ? (body as Body) : {};
  } catch {
    if (response.ok) throw new CourierUnavailable(courier, 'it answered no JSON', response.status);
    return {};
  }
}

/**
 * One JSON call to a courier: its answer, or a CourierRefusal (a 4xx about the request) or
 * CourierUnavailable (anything else that went wrong).
 */
export async function courierCall(
  courier: BookableCourier,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Body }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(requestTimeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    countCall(courier, 'failed');
    const reason = error instanceof Error ? error.message : String(error);
    throw new CourierUnavailable(courier, reason);
  }
  countCall(courier, outcomeOfStatus(response.status));
  const body = await readJson(courier, response);
  if (response.ok) return { status: response.status, body };
  if (response.status >= 500 || worthRetrying.has(response.status)) {
    throw new CourierUnavailable(courier, `HTTP ${response.status}`, response.status);
  }
  throw refusalOf(courier, body, `HTTP ${response.status}`);
}
