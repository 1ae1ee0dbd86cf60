'use client';

import { useTranslations } from '#intl';
import { useActionState, useState } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import { FormStatus } from '@/components/admin/form-status';
import { CheckboxField } from '@/components/admin/taxonomy/checkbox-field';
import { Button } from '@/components/ui/button';
import {
  useStateForm,
  type ActionFormState,
  type FormAction,
} from '@/components/ui/form/use-action-form';
import { idleReply, type FormReply } from '@/lib/http/form-reply';
import { couriers, type Courier, type OrderStatus } from '@/lib/ordering/client';
import { Options } from '@/components/ui/form/options';

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
  /** The panel's one state of the move action, which outlives this form when the page is redrawn. */
  state: ActionFormState;
  /** Whether this form's move is the one on its way. */
  sending: boolean;
  onSend: () => void;
};

/** The move a reply answers, from what its form sent: set by script and by a native post alike. */
const movedTo = (reply: FormReply) =>
  reply.status === 'idle' ? undefined : reply.submission?.initialValue?.to;

function MoveForm({ number, status, to, carrier, state, sending, onSend }: FormProps) {
  const t = useTranslations('admin.orders.move');
  const words = useTranslations('vocabulary');
  const [reply, dispatch, pending] = state;
  // Each form shows only its own move's errors; the outcome is the panel's (FormStatus).
  const own: ActionFormState = [movedTo(reply) === to ? reply : idleReply, dispatch, pending];
  const { errors, formProps } = useStateForm(own, { clearOnSave: ['note'], onSend });
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
            <Options
              items={couriers}
              label={(courier) => words(`courierDesk.${courier}`)}
              none={t('choose')}
            />
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
        loading={pending && sending}
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
  // One state for every move form, held here: a move redraws the page with other forms, and
  // its outcome (or the conflict) must stay in view above them. Its dispatch is the action's
  // own, so a form posts natively before hydration (docs/architecture.md, "Forms").
  const state = useActionState(action, idleReply);
  const [sentTo, setSentTo] = useState<OrderStatus>();
  const form = (to: OrderStatus) => (
    <MoveForm
      to={to}
      {...{ number, status, carrier, state }}
      sending={sentTo === to}
      onSend={() => setSentTo(to)}
    />
  );
  return (
    <div className="space-y-6">
      <FormStatus state={state[0]} />
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
