'use client';

import { useTranslations } from '#intl';
import type { createTranslator } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/account/form-field';
import {
  englishRegionLabels,
  LabelledRegionFields,
} from '@/components/account/profile/region-fields';
import { SubmitButton } from '@/components/account/submit-button';
import type { Messages } from '@/i18n/namespaces';
import type { OrderPiece, OrderPieceVariant } from '@/lib/ordering/admin';
import { deliveryZoneFor, staffOrderSources, staffPaymentChoices } from '@/lib/ordering/client';
import { TextAreaField } from '../content/text-area-field';
import { FormStatus } from '../form-status';
import { Panel } from '../panel';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { OrderLines } from './order-lines';
import { OrderSummary } from './order-summary';
import { PiecePicker } from './piece-picker';
import type { OrderLine, PhoneOrderStart } from './types';
import { useOrderQuote, type QuoteAction } from './use-order-quote';

type Props = {
  action: FormAction;
  quoteAction: QuoteAction;
  /** The form's idempotency key: a double submit makes one order. */
  formKey: string;
  start: PhoneOrderStart;
  /** False when SSLCommerz is not set up: only cash on delivery is offered. */
  paymentLinks: boolean;
};

type FormT = ReturnType<typeof createTranslator<Messages, 'admin.phoneOrder.form'>>;

function contactHint(t: FormT, start: PhoneOrderStart) {
  if (!start.account) return t('contactGuest');
  const name = start.account.name;
  return start.account.phoneProven ? t('contactJoins', { name }) : t('contactUnproven', { name });
}

/**
 * The phone order form: the customer, pieces found in the catalogue with their stock, the
 * address (the district sets the delivery), payment, and the total as the server prices it.
 */
export function PhoneOrderForm({ action, quoteAction, formKey, start, paymentLinks }: Props) {
  const t = useTranslations('admin.phoneOrder.form');
  const lineWords = useTranslations('admin.phoneOrder.lines');
  const words = useTranslations('vocabulary');
  const sources = staffOrderSources.map((value) => ({
    value,
    label: words(`orderSource.${value}`),
  }));
  const { reply, pending, errors, formProps } = useActionForm(action);
  const [key] = useState(formKey);
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [district, setDistrict] = useState(start.address?.district ?? '');
  const [discount, setDiscount] = useState('');

  const asked = lines.length
    ? JSON.stringify([lines.map((line) => [line.id, line.quantity]), district, discount])
    : null;
  const { quote, quoting } = useOrderQuote(quoteAction, formProps.ref, asked);
  const problems = useMemo(() => {
    const figures = quote.status === 'ok' ? quote.data : undefined;
    const found = new Map<number, string>();
    figures?.lines.forEach((line) => line.problem && found.set(line.id, line.problem));
    figures?.unknown.forEach((id) => found.set(id, lineWords('notOnSale')));
    return found;
  }, [quote, lineWords]);

  const add = (piece: OrderPiece, variant: OrderPieceVariant) =>
    setLines((current) => [...current, { ...variant, name: piece.name, quantity: 1 }]);
  // A typed field: its name, and its error read under that same name, as the server answers it.
  const typed = (name: string) => ({ name, error: errors[name], autoComplete: 'off' });

  // The region selects are the storefront's own: a new division starts with no district.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'division') setDistrict('');
    if (target.name === 'district') setDistrict(target.value);
  };
  const zone = district ? deliveryZoneFor(district) : null;
  const choices = staffPaymentChoices
    .filter((choice) => choice !== 'payment_link' || paymentLinks)
    .map((value) => ({ value, label: words(`staffPaymentChoice.${value}`) }));

  return (
    <form {...formProps} onChange={onChange} aria-label={t('label')} className="grid gap-6">
      <input type="hidden" name="idempotency_key" value={key} />
      <Panel title={t('source')}>
        <ChoiceGroup
          type="radio"
          legend={t('takenBy')}
          name="source"
          choices={sources}
          defaultValue="phone"
          error={errors.source}
        />
      </Panel>
      <Panel title={t('customer')}>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label={t('name')}
            defaultValue={start.customer.name}
            {...typed('customer.name')}
            error={errors['customer.name'] ?? errors['customer.id']}
          />
          <TextField
            label={t('phone')}
            type="tel"
            inputMode="tel"
            defaultValue={start.customer.phone}
            hint={contactHint(t, start)}
            {...typed('customer.phone')}
          />
          <TextField
            label={t('email')}
            type="email"
            defaultValue={start.customer.email}
            {...typed('customer.email')}
          />
        </div>
      </Panel>
      <Panel title={t('pieces')}>
        <PiecePicker chosen={new Set(lines.map((line) => line.id))} onAdd={add} />
        <div className="mt-4">
          <OrderLines lines={lines} problems={problems} errors={errors} onChange={setLines} />
        </div>
      </Panel>
      <Panel title={t('delivery')}>
        <div className="grid gap-6">
          <LabelledRegionFields
            labels={englishRegionLabels}
            division={start.address?.division}
            district={start.address?.district}
            errors={{
              division: errors['address.division'],
              district: errors['address.district'],
            }}
          />
          <TextField
            label={t('area')}
            defaultValue={start.address?.area}
            {...typed('address.area')}
          />
          <TextField
            label={t('line')}
            defaultValue={start.address?.line}
            {...typed('address.line')}
          />
          <p className="text-sm">
            <span className="text-ink-soft">{t('deliveryIs')}</span>
            <span className="text-ink">
              {zone ? words(`deliveryZone.${zone}`) : t('byDistrict')}
            </span>
            {/* Without a district the delivery has no zone: the district's own error says so. */}
            {errors.delivery && !errors['address.district'] && (
              <span className="block text-red-700">{errors.delivery}</span>
            )}
          </p>
        </div>
      </Panel>
      <Panel title={t('payment')}>
        <div className="grid gap-6">
          <ChoiceGroup
            type="radio"
            legend={t('howTheyPay')}
            name="payment"
            choices={choices}
            defaultValue="cod"
            error={errors.payment}
          />
          <TextField
            label={t('discount')}
            autoCapitalize="characters"
            onBlur={(event) => setDiscount(event.currentTarget.value.trim())}
            {...typed('discount_code')}
          />
          <TextAreaField
            name="note"
            label={t('note')}
            rows={2}
            maxLength={500}
            hint={t('noteHint')}
            error={errors.note}
          />
        </div>
      </Panel>
      <Panel title={t('summary')}>
        <OrderSummary quote={quote} quoting={quoting} hasLines={lines.length > 0} />
        <div className="mt-4 grid gap-3">
          <FormStatus state={reply} />
          <SubmitButton pending={pending} label={t('place')} pendingLabel={t('placing')} wide />
        </div>
      </Panel>
    </form>
  );
}
