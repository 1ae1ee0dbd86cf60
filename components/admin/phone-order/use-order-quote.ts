'use client';

import { useActionState, useEffect, useTransition, type RefObject } from 'react';
import type { OrderQuote } from '@/lib/ordering/admin';
import { idleState, type ActionState } from '@/lib/identity/client';

export type QuoteAction = (
  previous: ActionState<OrderQuote>,
  form: FormData,
) => Promise<ActionState<OrderQuote>>;

/**
 * The server's price of the order as the form stands, asked again whenever `asked` (what
 * the price depends on: the lines, the district, the discount code) changes.
 */
export function useOrderQuote(
  action: QuoteAction,
  formRef: RefObject<HTMLFormElement | null>,
  asked: string | null,
) {
  const [quote, requestQuote, quoting] = useActionState(action, idleState);
  const [, startTransition] = useTransition();
  useEffect(() => {
    const form = formRef.current;
    if (asked === null || !form) return;
    startTransition(() => requestQuote(new FormData(form)));
  }, [asked, formRef, requestQuote]);
  return { quote, quoting };
}
