'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import { formatBDT } from '@/lib/format/money';
import type { useDiscountCode } from './use-discount-code';

type DiscountFieldProps = {
  discount: ReturnType<typeof useDiscountCode>;
  /** The contact phone as typed, so a guest's own earlier uses count; null when not valid yet. */
  phone: () => string | null;
};

/**
 * A discount code with its Apply button, inside the checkout form: Enter applies the code
 * rather than placing the order. The amount off, or the server's reason, shows beside it.
 */
export function DiscountField({ discount, phone }: DiscountFieldProps) {
  const t = useTranslations('checkout.discount');
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const { applied, error, pending } = discount;
  const apply = () => void discount.apply(typed, phone());
  const remove = () => {
    discount.remove();
    setTyped('');
  };
  return (
    <div className="mt-6">
      <Field label={t('label')} error={error ?? undefined}>
        {({ id, describedBy, invalid }) => (
          <div className="flex gap-3">
            <input
              id={id}
              name="discount_code"
              value={applied ? applied.code : typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (!applied) apply();
              }}
              readOnly={Boolean(applied)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              className={`${controlClass} min-w-0 flex-1 read-only:bg-stone-50`}
            />
            <Button
              variant="secondary"
              onClick={applied ? remove : apply}
              disabled={pending}
              className="shrink-0"
            >
              {applied ? t('remove') : pending ? t('checking') : t('apply')}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="text-primary-800 mt-2 min-h-5 text-sm">
        {applied
          ? t('applied', { amount: formatBDT(applied.amount, locale), code: applied.code })
          : ''}
      </p>
    </div>
  );
}
