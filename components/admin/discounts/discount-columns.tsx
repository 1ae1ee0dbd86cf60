import Link from 'next/link';
import type { createTranslator } from 'next-intl';
import { rowLinkClass, type DataColumn } from '@/components/ui/data-table';
import type { Messages } from '@/i18n/namespaces';
import { codeStanding, type StaffDiscountCode } from '@/lib/ordering/admin';
import {
  minimumText,
  perCustomerText,
  standingText,
  usesText,
  valueText,
  windowText,
  type CodeT,
} from './code-text';
import { adminRoutes } from '@/lib/identity/client';

type DiscountsT = ReturnType<typeof createTranslator<Messages, 'admin.discounts'>>;

function Standing({ code, now, t }: { code: StaffDiscountCode; now: Date; t: CodeT }) {
  const tone =
    codeStanding(code, now) === 'active'
      ? 'border-emerald-700 text-emerald-800'
      : 'border-stone-300 text-ink-soft';
  return (
    <span className={`inline-block border px-2 py-0.5 text-xs ${tone}`}>
      {standingText(t, code, now)}
    </span>
  );
}

const scopeText = (t: CodeT, code: StaffDiscountCode, names: Map<number, string>) =>
  code.appliesTo === 'all'
    ? t('everyPiece')
    : code.categoryIds
        .map((id) => names.get(id))
        .filter(Boolean)
        .join(', ') || t('noCategoryLeft');

const muted = 'text-ink-muted mt-0.5 text-xs';

/** The codes' columns; a code's scope names its categories, its standing is as of `now`. */
export const discountColumns = (
  words: { t: DiscountsT; code: CodeT },
  categoryNames: Map<number, string>,
  now: Date,
): DataColumn<StaffDiscountCode>[] => [
  {
    id: 'code',
    header: words.t('columns.code'),
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
    header: words.t('columns.takesOff'),
    cell: (code) => (
      <>
        <p className="text-ink">{valueText(words.code, code)}</p>
        <p className={muted}>
          {minimumText(words.code, code)} · {scopeText(words.code, code, categoryNames)}
        </p>
      </>
    ),
  },
  {
    id: 'uses',
    header: words.t('columns.uses'),
    cell: (code) => (
      <div className="tabular-nums">
        <p className="text-ink">{usesText(words.code, code)}</p>
        <p className={muted}>{perCustomerText(words.code, code)}</p>
      </div>
    ),
  },
  {
    id: 'when',
    header: words.t('columns.when'),
    cell: (code) => <span className="text-ink-soft text-xs">{windowText(words.code, code)}</span>,
  },
  {
    id: 'standing',
    header: words.t('columns.standing'),
    cell: (code) => <Standing code={code} now={now} t={words.code} />,
  },
];
