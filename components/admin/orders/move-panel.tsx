'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type RefObject } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import { primaryButtonClass } from '@/components/account/form-styles';
import { FormStatus } from '@/components/admin/form-status';
import { CheckboxField } from '@/components/admin/taxonomy/checkbox-field';
import { useKeptForm, type FormAction } from '@/components/admin/use-kept-form';
import type { FieldErrors } from '@/lib/domain-error';
import { couriers, type Courier, type OrderStatus } from '@/lib/ordering/client';

type Carrier = { courier: Courier | null; trackingCode: string | null };

type Props = {
  number: string;
  /** The status the page shows: a move made from it is refused if the order changed since. */
  status: OrderStatus;
  next: OrderStatus[];
  carrier: Carrier;
  action: FormAction;
};

/** The moves that come with a word of what they mean (admin.orders.move.hint.*). */
type HintedMove = Exclude<OrderStatus, 'pending' | 'pending_payment'>;
const isHinted = (to: OrderStatus): to is HintedMove =>
  to !== 'pending' && to !== 'pending_payment';

const dangerButtonClass =
  'inline-flex h-12 items-center justify-center bg-red-800 px-8 text-xs tracking-[0.25em] text-white uppercase transition-colors hover:bg-red-900 disabled:cursor-wait disabled:bg-stone-400';

type FormProps = {
  number: string;
  status: OrderStatus;
  to: OrderStatus;
  carrier: Carrier;
  fields: FieldErrors;
  pending: boolean;
  dispatch: (form: FormData) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

function MoveForm({ number, status, to, carrier, fields, pending, dispatch, onSubmit }: FormProps) {
  const t = useTranslations('admin.orders.move');
  const words = useTranslations('vocabulary');
  const danger = to === 'cancelled' || to === 'returned';
  const hint = isHinted(to) ? t(`hint.${to}`) : null;
  return (
    <form
      action={dispatch}
      onSubmit={onSubmit}
      aria-label={words(`orderMove.${to}`)}
      noValidate
      className="space-y-4"
    >
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="from" value={status} />
      <input type="hidden" name="to" value={to} />
      {hint && <p className="text-ink-soft text-sm">{hint}</p>}
      {to === 'shipped' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="courier"
            label={t('courier')}
            defaultValue={carrier.courier ?? ''}
            error={fields.courier}
          >
            <option value="">{t('choose')}</option>
            {couriers.map((courier) => (
              <option key={courier} value={courier}>
                {words(`courierDesk.${courier}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="trackingCode"
            label={t('trackingCode')}
            defaultValue={carrier.trackingCode ?? ''}
            error={fields.trackingCode}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      )}
      {to === 'returned' && (
        <CheckboxField
          name="restock"
          label={t('restock')}
          hint={t('restockHint')}
          error={fields.restock}
        />
      )}
      <TextField
        name="note"
        label={t('note')}
        hint={t('noteHint')}
        error={fields.note}
        maxLength={500}
        autoComplete="off"
      />
      <CheckboxField name="notify" label={t('notify')} defaultChecked error={fields.notify} />
      <button
        type="submit"
        disabled={pending}
        className={`${danger ? dangerButtonClass : primaryButtonClass} w-full sm:w-auto`}
      >
        {pending ? t('saving') : words(`orderMove.${to}`)}
      </button>
    </form>
  );
}

/**
 * The moves open to the order now, one form each, sharing one outcome: when someone else
 * moved the order first, the page is drawn again with the moves open then, and the
 * message saying so stays here above them.
 */
export function MovePanel({ number, status, next, carrier, action }: Props) {
  const t = useTranslations('admin.orders.move');
  const words = useTranslations('vocabulary');
  const { state, dispatch, pending, ref, onSubmit } = useKeptForm(action, ['note']);
  const [lastTo, setLastTo] = useState<OrderStatus | null>(null);
  const fieldsOf = (to: OrderStatus) =>
    state.status === 'error' && lastTo === to ? (state.fields ?? {}) : {};
  const form = (to: OrderStatus) => (
    <MoveForm
      number={number}
      status={status}
      to={to}
      carrier={carrier}
      fields={fieldsOf(to)}
      pending={pending}
      dispatch={dispatch}
      onSubmit={(event) => {
        setLastTo(to);
        onSubmit(event);
      }}
    />
  );
  return (
    <div ref={ref as RefObject<HTMLDivElement | null>} className="space-y-6">
      <FormStatus state={state} />
      {next.length === 0 && <p className="text-ink-soft text-sm">{t('ended')}</p>}
      {next.map((to) =>
        to === 'cancelled' || to === 'returned' ? (
          <details key={to} className="group border-t border-stone-200 pt-4">
            <summary className="text-ink flex min-h-11 cursor-pointer items-center text-sm underline decoration-stone-400 underline-offset-4">
              {t('more', { move: words(`orderMove.${to}`) })}
            </summary>
            <div className="mt-4">{form(to)}</div>
          </details>
        ) : (
          <section key={to} className="border-t border-stone-200 pt-4">
            {form(to)}
          </section>
        ),
      )}
    </div>
  );
}
