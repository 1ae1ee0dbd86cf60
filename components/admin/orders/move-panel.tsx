'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useState } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import { FormStatus } from '@/components/admin/form-status';
import { CheckboxField } from '@/components/admin/taxonomy/checkbox-field';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { idleReply, type FormReply } from '@/lib/http/form-reply';
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

type FormProps = {
  number: string;
  status: OrderStatus;
  to: OrderStatus;
  carrier: Carrier;
  action: FormAction;
  /** Hands the outcome to the panel, which outlives this form when the page is redrawn. */
  onReply: (reply: FormReply) => void;
};

function MoveForm({ number, status, to, carrier, action, onReply }: FormProps) {
  const t = useTranslations('admin.orders.move');
  const words = useTranslations('vocabulary');
  // The outcome is passed on as the action answers, not after this form draws it: a move
  // redraws the page, and this move's form may be gone from it. Passed on in a transition,
  // it joins the move's own, so the message shows with the redrawn page and not before it
  // (a move sent meanwhile from the old page would be refused as a conflict).
  const { pending, errors, formProps } = useActionForm(
    async (previous: FormReply, form: FormData) => {
      const reply = await action(previous, form);
      startTransition(() => onReply(reply));
      return reply;
    },
    { clearOnSave: ['note'] },
  );
  const danger = to === 'cancelled' || to === 'returned';
  const hint = isHinted(to) ? t(`hint.${to}`) : null;
  return (
    <form {...formProps} aria-label={words(`orderMove.${to}`)} className="space-y-4">
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
            error={errors.courier}
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
            error={errors.trackingCode}
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
          error={errors.restock}
        />
      )}
      <TextField
        name="note"
        label={t('note')}
        hint={t('noteHint')}
        error={errors.note}
        maxLength={500}
        autoComplete="off"
      />
      <CheckboxField name="notify" label={t('notify')} defaultChecked error={errors.notify} />
      <Button
        type="submit"
        variant={danger ? 'danger' : 'primary'}
        loading={pending}
        loadingLabel={t('saving')}
        className="w-full sm:w-auto"
      >
        {words(`orderMove.${to}`)}
      </Button>
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
  const [outcome, setOutcome] = useState<FormReply>(idleReply);
  const form = (to: OrderStatus) => (
    <MoveForm to={to} {...{ number, status, carrier, action }} onReply={setOutcome} />
  );
  return (
    <div className="space-y-6">
      <FormStatus state={outcome} />
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
