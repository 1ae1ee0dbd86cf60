import type { createTranslator } from 'next-intl';
import type { DataColumn } from '@/components/ui/data-table';
import type { FormAction } from '@/components/ui/form/use-action-form';
import type { Messages } from '@/i18n/namespaces';
import { formatBDT } from '@/lib/format/money';
import { measurementLabel, type UnfinishedCheckout } from '@/lib/ordering/admin';
import { formatDhakaTime } from './desk-time';
import { UnfinishedStepForm } from './unfinished-step-form';

type UnfinishedT = ReturnType<typeof createTranslator<Messages, 'admin.orders.unfinished'>>;

const muted = 'text-ink-muted mt-0.5 text-xs';

function Measurements({
  t,
  piece,
}: {
  t: UnfinishedT;
  piece: UnfinishedCheckout['pieces'][number];
}) {
  if (!piece.measurements) return null;
  const { unit, values, note } = piece.measurements;
  const listed = Object.entries(values)
    .map(([name, value]) => `${measurementLabel(name)} ${value}`)
    .join(' · ');
  return (
    <>
      <p className={muted}>{t('measurements', { unit, values: listed })}</p>
      {note && <p className={muted}>{t('measurementsNote', { note })}</p>}
    </>
  );
}

/**
 * The unfinished checkouts' columns: who to call and when she left, what she left (with a
 * made-to-measure piece's measurements), its worth today, her language, the reminders, and
 * the desk's two steps.
 */
export const unfinishedColumns = (
  t: UnfinishedT,
  action: FormAction,
): DataColumn<UnfinishedCheckout>[] => [
  {
    id: 'shopper',
    header: t('table.shopper'),
    card: 'title',
    cell: (row) => (
      <>
        <p className="text-ink font-medium">{row.name || row.phone}</p>
        <p className={`${muted} tabular-nums`}>
          <a href={`tel:${row.phone}`} className="underline-offset-4 hover:underline">
            {row.phone}
          </a>
        </p>
        <p className={muted}>{t('leftAt', { time: formatDhakaTime(row.leftAt.toISOString()) })}</p>
      </>
    ),
  },
  {
    id: 'pieces',
    header: t('table.pieces'),
    cell: (row) => (
      <ul className="space-y-1.5">
        {row.pieces.map((piece) => (
          <li key={piece.variantId}>
            <p className="text-ink-soft">
              {t('piece', {
                name: piece.name,
                size: piece.size,
                colour: piece.colour,
                quantity: piece.quantity,
              })}
            </p>
            <Measurements t={t} piece={piece} />
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'total',
    header: t('table.total'),
    align: 'end',
    cell: (row) => (
      <span className="text-ink whitespace-nowrap tabular-nums">{formatBDT(row.total)}</span>
    ),
  },
  {
    id: 'language',
    header: t('table.language'),
    cell: (row) => <span className="text-ink-soft">{t(`language.${row.locale}`)}</span>,
  },
  {
    id: 'reminders',
    header: t('table.reminders'),
    from: 'lg',
    cell: (row) => (
      <>
        <p className="text-ink-soft">
          {row.remind
            ? t('remindersSent', { count: row.remindersSent, n: String(row.remindersSent) })
            : t('noConsent')}
        </p>
        {row.calledAt && (
          <p className={muted}>
            {row.calledBy
              ? t('calledBy', {
                  time: formatDhakaTime(row.calledAt.toISOString()),
                  name: row.calledBy,
                })
              : t('calledBySomeone', { time: formatDhakaTime(row.calledAt.toISOString()) })}
          </p>
        )}
      </>
    ),
  },
  {
    id: 'actions',
    header: t('table.actions'),
    card: 'plain',
    cell: (row) => (
      <div className="flex flex-wrap gap-3">
        <UnfinishedStepForm
          action={action}
          id={row.id}
          name={row.name || row.phone}
          step="called"
        />
        <UnfinishedStepForm
          action={action}
          id={row.id}
          name={row.name || row.phone}
          step="dismiss"
        />
      </div>
    ),
  },
];
