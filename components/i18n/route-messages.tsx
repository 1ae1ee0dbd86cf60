import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';
import type { Namespace } from '@/i18n/namespaces';
import { MergedMessages } from './merged-messages';

type RouteMessagesProps = { namespaces: readonly Namespace[]; children: React.ReactNode };

/**
 * Gives the client components below it the message namespaces they use beyond the shell's
 * (i18n/client-messages.ts). tests/i18n/route-messages.test.ts checks every shopper route
 * names all the namespaces its client components read.
 */
export async function RouteMessages({ namespaces, children }: RouteMessagesProps) {
  const messages = await getMessages();
  return <MergedMessages messages={pickMessages(messages, namespaces)}>{children}</MergedMessages>;
}
