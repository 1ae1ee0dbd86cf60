'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { BookableCourier } from '@/lib/fulfilment/client';
import { idleState, type ActionState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';
import { PathaoPlaceFields } from './pathao-place-fields';

type Props = {
  orderNumber: string;
  /** The couriers configured here, in the desk's order. */
  couriers: { id: BookableCourier; label: string }[];
  /** What the courier collects unless staff change it: the order's total unpaid, else 0. */
  codDue: number;
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
};

/**
 * Books a courier for the order: which one, the cash it collects and a note for the rider;
 * Pathao also needs its city, zone and area. It is sent by script, so a refused booking
 * keeps what was chosen, with each message beside its field.
 */
export function CourierBookingForm({ orderNumber, couriers, codDue, action }: Props) {
  const [state, submit, pending] = useActionState(action, idleState);
  const [courier, setCourier] = useState<BookableCourier>(couriers[0]!.id);
  const form = useRef<HTMLFormElement>(null);
  const fields = state.status === 'error' ? (state.fields ?? {}) : {};

  useEffect(() => {
    if (state.status === 'error') {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => submit(data));
  };

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      aria-label="Book a courier"
      className="space-y-5"
      noValidate
    >
      <input type="hidden" name="number" value={orderNumber} />
      <ChoiceGroup
        type="radio"
        name="courier"
        legend="Courier"
        choices={couriers.map((choice) => ({ value: choice.id, label: choice.label }))}
        value={courier}
        onChange={setCourier}
        layoutClassName="grid grid-cols-2 gap-2"
        error={fields.courier}
      />
      {courier === 'pathao' && <PathaoPlaceFields errors={fields} />}
      <TextField
        name="codAmount"
        label="Cash to collect (BDT)"
        defaultValue={codDue}
        hint={
          codDue > 0
            ? 'What the order still owes; the rider collects it on delivery.'
            : 'The order is paid: the rider collects nothing.'
        }
        error={fields.codAmount}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="note"
        label="Note for the rider (optional)"
        hint="Such as: call before coming, or deliver after 3 pm."
        error={fields.note}
        maxLength={200}
        autoComplete="off"
      />
      <FormStatus state={state} />
      <SubmitButton pending={pending} label="Book" pendingLabel="Booking…" />
    </form>
  );
}
