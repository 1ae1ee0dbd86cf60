'use client';

import { useMemo } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';

type MergedMessagesProps = { messages: Record<string, unknown>; children: React.ReactNode };

/**
 * A nested provider replaces its parent's messages rather than adding to them: this one
 * hands its children the parent's namespaces and its own, and inherits the rest (time
 * zone, formats) from the parent.
 */
export function MergedMessages({ messages, children }: MergedMessagesProps) {
  const locale = useLocale();
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
