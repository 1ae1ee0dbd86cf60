import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/ui/data-table';
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

type Contact = { name: string; phone: string; note: string };

export const fittingsWord = (count: number) => `${count} ${count === 1 ? 'fitting' : 'fittings'}`;

/** Who is coming, and her phone, a link to call her. */
function contactColumns<Row extends Contact>(): DataColumn<Row>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (row) => <span className="text-ink">{row.name}</span>,
    },
    {
      id: 'phone',
      header: 'Phone',
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
function noteColumn<Row extends Contact>(): DataColumn<Row> {
  return {
    id: 'note',
    header: 'Note',
    card: 'plain',
    cell: (row) =>
      row.note ? (
        <p className="text-ink-soft max-w-xs break-words whitespace-pre-line">{row.note}</p>
      ) : null,
  };
}

/** The fittings to come: when, who, and the way to her day, to mark her as she comes. */
export const upcomingColumns: DataColumn<UpcomingFittingRow>[] = [
  {
    id: 'when',
    header: 'When',
    card: 'title',
    cell: (row) => (
      <span className="text-ink whitespace-nowrap tabular-nums">
        {shortDayLabel(row.day)} · {row.time}
      </span>
    ),
  },
  ...contactColumns<UpcomingFittingRow>(),
  noteColumn<UpcomingFittingRow>(),
  {
    id: 'day',
    header: 'Her day',
    quietHeader: true,
    card: 'plain',
    cell: (row) => (
      <Link
        href={adminRoutes.fittings.list({ day: row.day })}
        className="text-ink decoration-primary inline-flex items-center text-sm whitespace-nowrap underline underline-offset-4 max-md:min-h-11"
      >
        Open the day<span className="sr-only"> {shortDayLabel(row.day)}</span>
      </Link>
    ),
  },
];

/**
 * One day's bookings, slot by slot: who, her status, and the buttons to mark her
 * (`actionsOf`, since they are the page's server action).
 */
export const dayColumns = (
  actionsOf: (row: DayFittingRow) => ReactNode,
): DataColumn<DayFittingRow>[] => [
  {
    id: 'time',
    header: 'Time',
    card: 'title',
    cell: (row) => <span className="text-ink whitespace-nowrap tabular-nums">{row.time}</span>,
  },
  ...contactColumns<DayFittingRow>(),
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <FittingStatusTag status={row.status} />,
  },
  noteColumn<DayFittingRow>(),
  {
    id: 'actions',
    header: 'Actions',
    quietHeader: true,
    card: 'plain',
    cell: actionsOf,
  },
];
