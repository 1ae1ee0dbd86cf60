import 'server-only';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { atelierAlerts, atelierStageRows, orderItems, orders, users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Transaction } from '@/lib/db/client';
import { addDays, dhakaDayOf } from '@/lib/format/dhaka-day';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { localeDigits } from '@/lib/i18n/digits';
import { formatDhakaDay } from '@/lib/i18n/dates';
import { adminRoutes } from '@/lib/identity/client';
import { readSettings } from '@/lib/content';
import { sendMessage, type Message } from '@/lib/messaging';
import { store } from '@/lib/config';
import { atelierAlertDays } from '@/lib/db/values/atelier';
import { alertsDue } from './alerts-due';
import { inTheMaking } from './board';
import { daysBetween } from './progress';

type Piece = { lineId: number; piece: string; number: string; needBy: string };

/**
 * Where the owner's alerts go: each owner's phone and e-mail; the store's own contacts
 * when no owner has either (docs/decisions.md, "The atelier's progress").
 */
async function ownerRecipients(tx: Transaction): Promise<{ phones: string[]; emails: string[] }> {
  const owners = await tx
    .select({ phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.staffRole, 'owner'));
  const phones = owners.flatMap((owner) => (owner.phone ? [owner.phone] : []));
  const emails = owners.flatMap((owner) => (owner.email ? [owner.email] : []));
  if (phones.length || emails.length) return { phones, emails };
  const contacts = await readSettings(tx, 'contacts');
  return { phones: [contacts.phone], emails: [contacts.email] };
}

function ownerMessages(piece: Piece, today: string, to: { phones: string[]; emails: string[] }) {
  const t = staffTranslator();
  const left = daysBetween(today, piece.needBy);
  const text = t('admin.atelier.alert.text', {
    store: store.name,
    piece: piece.piece,
    number: piece.number,
    days: left,
    n: localeDigits(String(left), staffLocale),
    day: formatDhakaDay(piece.needBy, staffLocale, 'weekdayDate'),
    link: `${env.SITE_URL}${adminRoutes.orders.detail(piece.number)}`,
  });
  const subject = t('admin.atelier.alert.subject', { number: piece.number });
  return [
    ...to.phones.map((phone): Message => ({ channel: 'sms', to: phone, text })),
    ...to.emails.map((email): Message => ({ channel: 'email', to: email, subject, text })),
  ];
}

/**
 * Each morning: every made-to-measure piece of an order not yet shipped whose event is 14
 * or 7 days away (or nearer) tells the owner, once per threshold. The threshold is kept in
 * the same transaction as the messages, so a run tried again, or a day caught up after a
 * missed one, sends nothing twice; two thresholds reached at once send one message.
 */
export async function atelierAlertsJob(
  _data?: unknown,
  _context?: unknown,
  now: Date = new Date(),
): Promise<void> {
  const today = dhakaDayOf(now);
  const furthest = addDays(today, Math.max(...atelierAlertDays));
  const pieces: Piece[] = await getDb()
    .selectDistinct({
      lineId: orderItems.id,
      piece: orderItems.name,
      number: orders.number,
      needBy: orders.needBy,
    })
    .from(atelierStageRows)
    .innerJoin(orderItems, eq(orderItems.id, atelierStageRows.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orders.status, [...inTheMaking]),
        isNotNull(orders.needBy),
        lte(orders.needBy, furthest),
      ),
    )
    .then((rows) => rows.flatMap((row) => (row.needBy ? [{ ...row, needBy: row.needBy }] : [])));
  for (const piece of pieces) {
    const due = alertsDue(today, piece.needBy);
    if (due.length === 0) continue;
    await writeTransaction(async (tx) => {
      const kept = await tx
        .insert(atelierAlerts)
        .values(due.map((daysBefore) => ({ orderItemId: piece.lineId, daysBefore })))
        .onConflictDoNothing()
        .returning({ daysBefore: atelierAlerts.daysBefore });
      if (kept.length === 0) return;
      for (const message of ownerMessages(piece, today, await ownerRecipients(tx))) {
        await sendMessage(message, { tx });
      }
    });
  }
}
