import 'server-only';
import { DomainError } from '@/lib/domain-error';

export const pieceNotFound = () =>
  new DomainError({
    kind: 'not_found',
    code: 'variant_not_found',
    message: 'That size or colour is not for sale.',
    fields: { variant_id: 'not a size or colour for sale' },
  });

export const stillInStock = () =>
  new DomainError({
    kind: 'conflict',
    code: 'in_stock',
    message: 'That size is in stock: it can be ordered now.',
  });

export const tooManyAlerts = (most: number) =>
  new DomainError({
    kind: 'conflict',
    code: 'too_many_alerts',
    message: `This phone is already waiting for ${most} pieces. Order one of them or stop a message first.`,
  });

export const codeNeeded = () =>
  new DomainError({
    kind: 'invalid',
    code: 'validation_failed',
    message: 'Enter the code we sent to your phone.',
    fields: { otp: 'Enter the 6-digit code' },
  });
