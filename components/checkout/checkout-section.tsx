import { useLocale } from '#intl';
import type { ReactNode } from 'react';
import { localeDigits } from '@/lib/i18n/digits';

/** One numbered part of the checkout form: a fieldset whose legend names it. */
export function CheckoutSection({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <fieldset className="border-t border-stone-200 pt-8 pb-10">
      <legend className="float-left mb-6 flex w-full items-baseline gap-4">
        <span className="text-primary-800 text-xs tracking-[0.3em]" aria-hidden="true">
          {localeDigits(`0${step}`, locale)}
        </span>
        <span className="text-ink text-xl font-light tracking-wide">{title}</span>
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
