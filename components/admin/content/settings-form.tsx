'use client';

import type { ReactNode } from 'react';
import type { FieldErrors } from '@/lib/domain-error';
import { ActionForm, type FormAction } from './action-form';
import type { FieldBinder } from './bind-field';

/** Each settings form's name (for screen readers), its button, and a note under its fields. */
const sections = {
  contacts: { label: 'Contacts', submitLabel: 'Save contacts' },
  showroom: { label: 'Showroom', submitLabel: 'Save showroom' },
  social: {
    label: 'Social links',
    submitLabel: 'Save social links',
    note: 'Leave a network empty to leave it out of the footer.',
  },
  delivery: {
    label: 'Delivery charges',
    submitLabel: 'Save delivery charges',
    note: 'New orders are charged these at once; orders placed already keep their charge.',
  },
  payment: {
    label: 'Cash-on-delivery advance',
    submitLabel: 'Save the advance',
    note: 'Without SSLCommerz configured no advance is asked. Orders placed already keep theirs.',
  },
  fittings: {
    label: 'Fittings',
    submitLabel: 'Save fittings',
    note: 'Bookings already made keep their time; a change applies to the times offered from now on.',
  },
} satisfies Record<string, { label: string; submitLabel: string; note?: string }>;

type Props<T extends Record<string, unknown>> = {
  section: keyof typeof sections;
  action: FormAction;
  values: T;
  children: (bind: FieldBinder<T>, fields: FieldErrors) => ReactNode;
};

/** One section of the store's settings, saved on its own. */
export function SettingsForm<T extends Record<string, unknown>>({
  section,
  action,
  values,
  children,
}: Props<T>) {
  const { label, submitLabel, note }: { label: string; submitLabel: string; note?: string } =
    sections[section];
  return (
    <ActionForm action={action} values={values} label={label} submitLabel={submitLabel}>
      {(bind, fields) => (
        <>
          {children(bind, fields)}
          {note && <p className="text-ink-muted text-sm">{note}</p>}
        </>
      )}
    </ActionForm>
  );
}
