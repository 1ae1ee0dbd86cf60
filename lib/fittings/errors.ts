import 'server-only';
import { DomainError } from '@/lib/domain-error';

const words = { area: 'fittings' };

export const slotFull = () =>
  new DomainError({
    kind: 'conflict',
    code: 'slot_full',
    message: 'That time has just been taken. Please choose another.',
    words,
    fields: { start: 'This time is full' },
  });

export const slotUnavailable = () =>
  new DomainError({
    kind: 'invalid',
    code: 'slot_unavailable',
    message: 'That time cannot be booked. Please choose one of the times shown.',
    words,
    fields: { start: 'Choose one of the times shown' },
  });

export const alreadyBooked = () =>
  new DomainError({
    kind: 'conflict',
    code: 'already_booked',
    message: 'This phone number already has a fitting at that time.',
    words,
    fields: { start: 'You have booked this time already' },
  });

export const tooManyBookings = (holder: 'phone' | 'account', limit: number) =>
  new DomainError({
    kind: 'conflict',
    code: 'too_many_bookings',
    message:
      holder === 'phone'
        ? `This phone number already has ${limit} fittings booked. Cancel one (its link is in the SMS) to book another time.`
        : `Your account already has ${limit} fittings booked. Cancel one (its link is in the SMS) to book another time.`,
    words: { ...words, values: { holder, limit } },
  });

export const bookingNotFound = () =>
  new DomainError({
    kind: 'not_found',
    code: 'not_found',
    message: 'There is no such fitting booking.',
    words,
  });

export const bookingChanged = () =>
  new DomainError({
    kind: 'conflict',
    code: 'stale',
    message: 'Someone changed this booking meanwhile. The page now shows it as it is; try again.',
    words,
  });

export const statusNotAllowed = (from: string, to: string) =>
  new DomainError({
    kind: 'conflict',
    code: 'status_not_allowed',
    message: `A booking that is ${from.replace('_', '-')} cannot become ${to.replace('_', '-')}.`,
    words: {
      ...words,
      values: {
        from: { vocabulary: 'fittingStatus', value: from },
        to: { vocabulary: 'fittingStatus', value: to },
      },
    },
  });
