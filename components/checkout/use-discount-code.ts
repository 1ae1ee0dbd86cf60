'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { ApiClientError, apiRequest } from '@/lib/http/api-client';
import type { CartItem } from '@/stores/cart-reducers';
import { useFailureWords } from './use-failure-words';

/** A code the server accepted for these pieces, and what it takes off. */
export type AppliedDiscount = { code: string; amount: number };

type Checked = AppliedDiscount & { cart: string };

/** The cart as the code was checked for: another cart needs another check. */
const cartKey = (lines: CartItem[]) => lines.map((line) => `${line.id}×${line.quantity}`).join();

/**
 * The checkout's discount code: checked by the server for the cart's pieces (POST
 * /api/v1/cart/discount), so the shopper sees the amount before paying. Placing the order
 * checks it again and counts its use.
 */
export function useDiscountCode(lines: CartItem[]) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = useTranslations('checkout.discount');
  const words = useFailureWords();

  /** The server's reason for refusing a code, in the shopper's words. */
  const reasonOf = (thrown: unknown): string => {
    if (!(thrown instanceof ApiClientError)) return t('unchecked');
    const error = words.failure(thrown) as ApiClientError;
    if (error.fields.code) return error.fields.code;
    if (Object.keys(error.fields).some((field) => field.startsWith('items.'))) {
      return t('lineGone');
    }
    return words.explain('check the code')(error);
  };
  const applied: AppliedDiscount | null =
    checked && checked.cart === cartKey(lines)
      ? { code: checked.code, amount: checked.amount }
      : null;

  const apply = async (code: string, phone: string | null) => {
    if (!code.trim()) {
      setError(t('enter'));
      return;
    }
    setPending(true);
    try {
      const answer = await apiRequest<AppliedDiscount>('POST', '/api/v1/cart/discount', {
        code,
        items: lines.map(({ id, quantity }) => ({ id, quantity })),
        ...(phone ? { phone } : {}),
      });
      setChecked({ code: answer.code, amount: answer.amount, cart: cartKey(lines) });
      setError(null);
    } catch (failure) {
      setChecked(null);
      setError(reasonOf(failure));
    } finally {
      setPending(false);
    }
  };

  const remove = () => {
    setChecked(null);
    setError(null);
  };

  /** The order was refused for its code (it ran out meanwhile): say why beside the field. */
  const reject = (message: string) => {
    setChecked(null);
    setError(message);
  };

  return { applied, error, pending, apply, remove, reject };
}
