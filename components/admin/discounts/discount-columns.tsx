import Link from 'next/link';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import type { StaffDiscountCode } from '@/lib/ordering/admin';
import {
  minimumText,
  perCustomerText,
  standingText,
  usesText,
  valueText,
  windowText,
} from './code-text';
import { adminRoutes } from '@/lib/identity/client';

function Standing({ code, now }: { code: StaffDiscountCode; now: Date }) {
  const text = standingText(code, now);
  const tone =
    text === 'Active' ? 'border-emerald-700 text-emerald-800' : 'border-stone-300 text-ink-soft';
  return <span className={`inline-block border px-2 py-0.5 text-xs ${tone}`}>{text}</span>;
}

const scopeText = (code: StaffDiscountCode, names: Map<number, string>) =>
  code.appliesTo === 'all'
    ? 'Every piece'
    : code.categoryIds
        .map((id) => names.get(id))
        .filter(Boolean)
        .join(', ') || 'No category left';

const muted = 'text-ink-muted mt-0.5 text-xs';

/** The codes' columns; a code's scope names its categories, its standing is as of `now`. */
export const discountColumns = (
  categoryNames: Map<number, string>,
  now: Date,
): DataColumn<StaffDiscountCode>[] => [
  {
    id: 'code',
    header: 'Code',
    card: 'title',
    cell: (code) => (
      <>
        <Link href={adminRoutes.discounts.edit(code.id)} className={rowLinkClass}>
          {code.code}
        </Link>
        {code.note && <p className={muted}>{code.note}</p>}
      </>
    ),
  },
  {
    id: 'takes-off',
    header: 'Takes off',
    cell: (code) => (
      <>
        <p className="text-ink">{valueText(code)}</p>
        <p className={muted}>
          {minimumText(code)} · {scopeText(code, categoryNames)}
        </p>
      </>
    ),
  },
  {
    id: 'uses',
    header: 'Uses',
    cell: (code) => (
      <div className="tabular-nums">
        <p className="text-ink">{usesText(code)}</p>
        <p className={muted}>{perCustomerText(code)}</p>
      </div>
    ),
  },
  {
    id: 'when',
    header: 'When',
    cell: (code) => <span className="text-ink-soft text-xs">{windowText(code)}</span>,
  },
  {
    id: 'standing',
    header: 'Standing',
    cell: (code) => <Standing code={code} now={now} />,
  },
];
