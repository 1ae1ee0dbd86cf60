import { expect, type APIRequestContext } from '@playwright/test';

/** A message of the development outbox (GET /dev/outbox?format=json), newest first. */
export type OutboxMessage = {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
};

/** The outbox's spelling of a recipient: phones as +8801…, e-mail lowercased. */
export function outboxRecipient(recipient: string): string {
  if (recipient.includes('@')) return recipient.toLowerCase();
  const digits = recipient.replace(/\D/g, '');
  return `+880${digits.slice(-10)}`;
}

export async function messagesFor(request: APIRequestContext, recipient: string) {
  const query = new URLSearchParams({ recipient: outboxRecipient(recipient), format: 'json' });
  // Polled between idle pauses: a kept-alive socket the server has just closed is
  // answered with ECONNRESET, which Playwright retries when asked to.
  const response = await request.get(`/dev/outbox?${query}`, { maxRetries: 2 });
  expect(response.status(), 'the development outbox answers').toBe(200);
  return (await response.json()) as OutboxMessage[];
}

const identity = (message: OutboxMessage | undefined) =>
  message ? `${message.created_at}|${message.body}` : '';

/**
 * Runs `send` (which makes the store send a code to `recipient`) and returns the 6-digit
 * code of the message that arrives; an older message of the same recipient never counts.
 */
export async function codeSentBy(
  request: APIRequestContext,
  recipient: string,
  send: () => Promise<void>,
): Promise<string> {
  const before = identity((await messagesFor(request, recipient))[0]);
  await send();
  let code = '';
  await expect
    .poll(
      async () => {
        const newest = (await messagesFor(request, recipient))[0];
        if (!newest || identity(newest) === before) return '';
        code = /\b(\d{6})\b/.exec(newest.body)?.[1] ?? '';
        return code;
      },
      { message: `a code is sent to ${recipient}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
