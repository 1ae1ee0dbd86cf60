/**
 * The browser's way to call /api/v1: JSON in and out, the XSRF header that the contract
 * asks of cookie requests, and errors as ApiClientError with the server's per-field messages.
 */
export type FieldMessages = Record<string, string>;

export class ApiClientError extends Error {
  override name = 'ApiClientError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldMessages = {},
  ) {
    super(message);
  }
}

const xsrfCookie = 'XSRF-TOKEN';

function readXsrfCookie(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${xsrfCookie}=`));
  return entry ? decodeURIComponent(entry.slice(xsrfCookie.length + 1)) : undefined;
}

/**
 * The token is signed for the browser's session (or its browser id when signed out): one
 * from before a sign-in, a sign-out or an expired session is refused, and a fresh one is
 * fetched (`fresh`).
 */
export async function xsrfToken(fresh = false): Promise<string | undefined> {
  const existing = fresh ? undefined : readXsrfCookie();
  if (existing) return existing;
  await fetch('/api/v1/xsrf', { credentials: 'same-origin' }).catch(() => undefined);
  return readXsrfCookie();
}

/** Whether the server refused the call for its XSRF token (403 csrf_failed). */
async function refusedForXsrf(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string } } | null;
  return body?.error?.code === 'csrf_failed';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error of a refused call, with the server's message and per-field messages. */
export async function failure(response: Response): Promise<ApiClientError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: FieldMessages };
  } | null;
  const error = body?.error;
  return new ApiClientError(
    response.status,
    error?.code ?? 'network_error',
    error?.message ?? 'Something went wrong. Please try again.',
    error?.fields ?? {},
  );
}

/**
 * Sends a call with the XSRF header a state-changing one needs. A refused token changed
 * nothing on the server: once more, with a fresh one.
 */
async function sendWithXsrf(
  method: Method,
  path: string,
  headers: Record<string, string>,
  body?: BodyInit,
): Promise<Response> {
  const send = async (freshToken: boolean) => {
    if (method !== 'GET') {
      const token = await xsrfToken(freshToken);
      if (token) headers['x-xsrf-token'] = token;
    }
    try {
      return await fetch(path, { method, headers, credentials: 'same-origin', body });
    } catch {
      throw new ApiClientError(
        0,
        'network_error',
        'No connection. Check your network and try again.',
      );
    }
  };
  const response = await send(false);
  if (method !== 'GET' && (await refusedForXsrf(response))) return send(true);
  return response;
}

async function answerOf<T>(response: Response): Promise<T> {
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** `extraHeaders` adds headers of the call's own, such as an Idempotency-Key. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const json = body === undefined ? undefined : JSON.stringify(body);
  return answerOf<T>(await sendWithXsrf(method, path, headers, json));
}

/** A call whose body is not JSON (a CSV file's text), sent as it is; the answer is JSON. */
export async function apiSendText<T>(
  method: Method,
  path: string,
  text: string,
  contentType: string,
): Promise<T> {
  const headers = { accept: 'application/json', 'content-type': contentType };
  return answerOf<T>(await sendWithXsrf(method, path, headers, text));
}

/** A form's fields and files (multipart/form-data, its boundary set by the browser); the answer is JSON. */
export async function apiSendForm<T>(method: Method, path: string, form: FormData): Promise<T> {
  return answerOf<T>(await sendWithXsrf(method, path, { accept: 'application/json' }, form));
}
