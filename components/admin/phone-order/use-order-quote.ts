'use client';

import { useActionState, useEffect, useTransition, type RefObject } from 'react';
import { idleReply, type FormReply } from '@/lib/http/form-reply';
import type { OrderQuote } from '@/lib/ordering/admin';

export type QuoteAction = (
  previous: FormReply<OrderQuote>,
  form: FormData,
) => Promise<FormReply<OrderQuote>>;

/**
 * The server's price of the order as the form stands, asked again whenever `asked` (what
 * the price depends on: the lines, the district, the discount code) changes. It reads the
 * order form but is no submission of it: nobody sends it, and its refusals are the
 * summary's to show, not errors beside the fields, so it skips the form's Conform state.
 */
export function useOrderQuote(
  action: QuoteAction,
  formRef: RefObject<HTMLFormElement | null>,
  asked: string | null,
) {
  const [quote, requestQuote, quoting] = useActionState(action, idleReply as FormReply<OrderQuote>);
  const [, startTransition] = useTransition();
  useEffect(() => {
    const form = formRef.current;
    if (asked === null || !form) return;
    startTransition(() => requestQuote(new FormData(form)));
  }, [asked, formRef, requestQuote]);
  return { quote, quoting };
}
