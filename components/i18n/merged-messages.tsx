'use client';

import { useMemo } from 'react';
import { IntlProvider, useIntlSettings } from './intl-client';

type MergedMessagesProps = { messages: Record<string, unknown>; children: React.ReactNode };

/**
 * A nested provider replaces its parent's messages rather than adding to them: this one
 * hands its children the parent's namespaces and its own, and inherits the rest (time
 * zone) from the parent.
 */
export function MergedMessages({ messages, children }: MergedMessagesProps) {
  const inherited = useIntlSettings();
  const merged = useMemo(() => ({ ...inherited.messages, ...messages }), [inherited, messages]);
  return (
    <IntlProvider locale={inherited.locale} timeZone={inherited.timeZone} messages={merged}>
      {children}
    </IntlProvider>
  );
}
