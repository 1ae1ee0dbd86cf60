import Link from 'next/link';
import type { DataColumn } from '@/components/ui/data-table';
import { rowLinkClass } from '@/components/ui/data-table';
import { formatDhakaDay } from '@/lib/i18n/dates';
import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { adminRoutes } from '@/lib/identity/client';
import type { AtelierBoardRow } from '@/lib/ordering/admin';
import { type BoardWords, SlackTag } from './slack-tag';
type StageWords = (stage: string) => string;

const day = (date: string) => formatDhakaDay(date, staffLocale, 'weekdayDate');

/** The pieces in the making: which, where they are, when they will be ready, and the slack. */
export const boardColumns = (
  t: BoardWords,
  stageWord: StageWords,
): DataColumn<AtelierBoardRow>[] => [
  {
    id: 'order',
    header: t('order'),
    card: 'title',
    cell: (row) => (
      <Link href={adminRoutes.orders.detail(row.number)} className={rowLinkClass}>
        {row.number}
      </Link>
    ),
  },
  {
    id: 'piece',
    header: t('piece'),
    card: 'line',
    cell: (row) => (
      <span className="text-ink">
        {row.piece}
        <span className="text-ink-soft block text-xs">{row.customer}</span>
      </span>
    ),
  },
  {
    id: 'stage',
    header: t('stage'),
    card: 'line',
    cell: (row) => (
      <span>
        {row.current ? stageWord(row.current) : t('notStarted')}
        <span className="text-ink-soft block text-xs">
          {row.next ? `${t('next')}: ${stageWord(row.next)}` : t('allDone')}
        </span>
      </span>
    ),
  },
  {
    id: 'finish',
    header: t('finish'),
    card: 'line',
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.expectedFinish ? day(row.expectedFinish) : '—'}
      </span>
    ),
  },
  {
    id: 'target',
    header: t('target'),
    card: 'line',
    from: 'lg',
    cell: (row) =>
      row.promised
        ? t('promised', { day: day(row.promised) })
        : row.needBy
          ? t('needBy', { day: day(row.needBy) })
          : t('noDate'),
  },
  {
    id: 'slack',
    header: t('slack'),
    card: 'line',
    align: 'end',
    cell: (row) => (
      <span className="inline-flex flex-col items-end gap-1">
        <SlackTag slack={row.slack} t={t} />
        {row.alerted.map((days) => (
          <span key={days} className="text-xs text-red-800">
            {t('alerted', { days: localeDigits(String(days), staffLocale) })}
          </span>
        ))}
      </span>
    ),
  },
];
