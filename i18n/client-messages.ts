import type { Messages } from './namespaces';

/**
 * The namespaces only the server renders (page metadata, SMS and e-mail): kept out of the
 * messages every shopper page sends to the browser.
 */
const serverOnly = new Set<string>(['metadata', 'sms', 'email']);

export function clientMessages(messages: Messages): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !serverOnly.has(namespace)),
  ) as Partial<Messages>;
}
