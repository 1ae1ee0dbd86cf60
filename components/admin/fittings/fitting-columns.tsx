import Link from 'next/link';
import type { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/ui/data-table';
import type { Messages } from '@/i18n/namespaces';
import { telHref } from '@/lib/content';
import {
  shortDayLabel,
  type StaffFittingSlot,
  type UpcomingFittingDay,
} from '@/lib/fittings/admin';
import { adminRoutes } from '@/lib/identity/client';
import { FittingStatusTag } from './fitting-status-tag';

/** A fitting to come, with the Dhaka day it falls on. */
export type UpcomingFittingRow = UpcomingFittingDay['fittings'][number] & { day: string };

/** A booking of the day shown, with its slot's time. */
export type DayFittingRow = StaffFittingSlot['bookings'][number] & { time: string };

/** The columns' words (messages/<locale>/admin.json, fittings.columns). */
export type FittingColumnsT = ReturnType<
  typeof createTranslator<Messages, 'admin.fittings.columns'>
>;

type Contact = { name: string; phone: string; note: string };

/** Who is coming, and her phone, a link to call her. */
function contactColumns<Row extends Contact>(t: FittingColumnsT): DataColumn<Row>[] {
  return [
    {
      id: 'name',
      header: t('name'),
      cell: (row) => <span className="text-ink">{row.name}</span>,
    },
    {
      id: 'phone',
      header: t('phone'),
      cell: (row) => (
        <a
          href={telHref(row.phone)}
          className="text-ink whitespace-nowrap tabular-nums underline underline-offset-4"
        >
          {row.phone}
        </a>
      ),
    },
  ];
}

/** What she told the atelier when she booked. */
function noteColumn<Row extends Contact>(t: FittingColumnsT): DataColumn<Row> {
  return {
    id: 'note',
    header: t('note'),
    card: 'plain',
    cell: (row) =>
      row.note ? (
        <p className="text-ink-soft max-w-xs break-words whitespace-pre-line">{row.note}</p>
      ) : null,
  };
}

/** The fittings to come: when, who, and the way to her day, to mark her as she comes. */
export const upcomingColumns = (t: FittingColumnsT): DataColumn<UpcomingFittingRow>[] => [
  {
    id: 'when',
    header: t('when'),
    card: 'title',
    cell: (row) => (
      <span className="text-ink whitespace-nowrap tabular-nums">
        {shortDayLabel(row.day)} · {row.time}
      </span>
    ),
  },
  ...contactColumns<UpcomingFittingRow>(t),
  noteColumn<UpcomingFittingRow>(t),
  {
    id: 'day',
    header: t('herDay'),
    quietHeader: true,
    card: 'plain',
    cell: (row) => (
      <Link
        href={adminRoutes.fittings.list({ day: row.day })}
        className="text-ink decoration-primary inline-flex items-center text-sm whitespace-nowrap underline underline-offset-4 max-md:min-h-11"
      >
        {t.rich('openDay', {
          day: shortDayLabel(row.day),
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </Link>
    ),
  },
];

/**
 * One day's bookings, slot by slot: who, her status, and the buttons to mark her
 * (`actionsOf`, since they are the page's server action).
 */
export const dayColumns = (
  t: FittingColumnsT,
  actionsOf: (row: DayFittingRow) => ReactNode,
): DataColumn<DayFittingRow>[] => [
  {
    id: 'time',
    header: t('time'),
    card: 'title',
    cell: (row) => <span className="text-ink whitespace-nowrap tabular-nums">{row.time}</span>,
  },
  ...contactColumns<DayFittingRow>(t),
  {
    id: 'status',
    header: t('status'),
    cell: (row) => <FittingStatusTag status={row.status} />,
  },
  noteColumn<DayFittingRow>(t),
  {
    id: 'actions',
    header: t('actions'),
    quietHeader: true,
    card: 'plain',
    cell: actionsOf,
  },
];
