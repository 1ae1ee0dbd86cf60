'use client';

import { useTranslations } from 'next-intl';

export type Method = 'email' | 'phone';

const methods: readonly Method[] = ['email', 'phone'];

/** A segmented choice between e-mail and phone: two radio buttons drawn as one control. */
export function MethodChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Method;
  onChange: (method: Method) => void;
}) {
  const t = useTranslations('account.methods');
  return (
    <fieldset className="mb-8">
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-2 border border-stone-300">
        {methods.map((method) => (
          <label
            key={method}
            className="has-[:checked]:bg-ink text-ink-soft has-[:focus-visible]:focus-ring relative flex h-11 cursor-pointer items-center justify-center text-xs tracking-[0.22em] uppercase transition-colors has-[:checked]:text-white"
          >
            <input
              type="radio"
              name="method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="sr-only"
            />
            {t(method)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
