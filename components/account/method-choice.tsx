'use client';

import { useTranslations } from '#intl';
import { ChoiceGroup } from '@/components/ui/choice-group';

export type Method = 'email' | 'phone';

const methods: readonly Method[] = ['email', 'phone'];

/** A choice between e-mail and phone: two tiles side by side. */
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
    <ChoiceGroup
      type="radio"
      name="method"
      legend={legend}
      legendHidden
      choices={methods.map((method) => ({ value: method, label: t(method) }))}
      layoutClassName="grid grid-cols-2 gap-2"
      value={value}
      onChange={onChange}
      className="mb-8"
    />
  );
}
