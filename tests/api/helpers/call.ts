import type { RouteHandler } from '@/lib/api/handler';

export type Answer<T> = { status: number; headers: Headers; body: T };

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** Calls a route handler as Next would, with `path` (and its query) under http://localhost. */
export async function call<T = unknown>(
  handler: RouteHandler,
  path: string,
  init: RequestInit & { params?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const { params = {}, ...requestInit } = init;
  const response = await handler(new Request(`http://localhost${path}`, requestInit), {
    params: Promise.resolve(params),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}
