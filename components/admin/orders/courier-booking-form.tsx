'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { BookableCourier } from '@/lib/fulfilment/client';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';
import { PathaoPlaceFields } from './pathao-place-fields';

type Props = {
  orderNumber: string;
  /** The couriers configured here, in the desk's order. */
  couriers: BookableCourier[];
  /** What the courier collects unless staff change it: the order's total unpaid, else 0. */
  codDue: number;
  action: FormAction;
};

/**
 * Books a courier for the order: which one, the cash it collects and a note for the rider;
 * Pathao also needs its city, zone and area. A refused booking keeps what was chosen,
 * with each message beside its field (useActionForm).
 */
export function CourierBookingForm({ orderNumber, couriers, codDue, action }: Props) {
  const t = useTranslations('admin.orders.booking');
  const words = useTranslations('vocabulary');
  const { reply, pending, errors, formProps } = useActionForm(action);
  const [courier, setCourier] = useState<BookableCourier>(couriers[0]!);

  return (
    <form {...formProps} aria-label={t('label')} className="space-y-5">
      <input type="hidden" name="number" value={orderNumber} />
      <ChoiceGroup
        type="radio"
        name="courier"
        legend={t('courier')}
        choices={couriers.map((id) => ({ value: id, label: words(`courierDesk.${id}`) }))}
        value={courier}
        onChange={setCourier}
        layoutClassName="grid grid-cols-2 gap-2"
        error={errors.courier}
      />
      {courier === 'pathao' && <PathaoPlaceFields errors={errors} />}
      <TextField
        name="codAmount"
        label={t('codAmount')}
        defaultValue={codDue}
        hint={codDue > 0 ? t('codDue') : t('codPaid')}
        error={errors.codAmount}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="note"
        label={t('note')}
        hint={t('noteHint')}
        error={errors.note}
        maxLength={200}
        autoComplete="off"
      />
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
