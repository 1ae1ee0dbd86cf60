import { formatBDT } from '@/lib/format/money';
import { refundMethodLabels, type Courier, type RefundMethod } from '@/lib/ordering/admin';
import { courierLabels } from './desk-labels';

type Shown = { term: string; text: (value: unknown) => string };

/** How the desk shows what an event kept; keys it does not know are shown as they are. */
const known: Record<string, Shown | null> = {
  courier: { term: 'Courier', text: (value) => courierLabels[value as Courier] ?? String(value) },
  trackingCode: { term: 'Tracking code', text: String },
  amount: { term: 'Amount', text: (value) => formatBDT(Number(value)) },
  method: {
    term: 'Method',
    text: (value) => refundMethodLabels[value as RefundMethod] ?? String(value),
  },
  reference: { term: 'Reference', text: String },
  note: { term: 'Staff note', text: String },
  refundId: null,
};

const asText = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

/** An event's data as term and text pairs, empty values left out. */
export function eventDetails(data: Record<string, unknown> | null): [string, string][] {
  if (!data) return [];
  return Object.entries(data).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null || value === '') return [];
    const shown = key in known ? known[key] : { term: key, text: asText };
    return shown ? [[shown.term, shown.text(value)]] : [];
  });
}
