import { randomUUID } from 'node:crypto';

export const requestIdHeader = 'x-request-id';

const acceptable = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id a request is known by in the logs and its jobs: the one a proxy in front gave it
 * (X-Request-Id), when it looks like an id and cannot break a log line, or a new one.
 */
export function requestIdFor(inbound: string | string[] | undefined): string {
  return typeof inbound === 'string' && acceptable.test(inbound) ? inbound : randomUUID();
}
