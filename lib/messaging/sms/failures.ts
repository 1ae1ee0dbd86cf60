import 'server-only';
import { DomainError } from '@/lib/domain-error';
import { smsFailureCode } from '../types';

/** The provider said no to this message: sending it again would change nothing. */
export const smsRefused = (message: string) =>
  new DomainError({ kind: 'invalid', code: smsFailureCode('refused'), message });

/** The provider could not send it now (down, an internal error, no balance): worth a retry. */
export const smsUnavailable = (message: string) =>
  new DomainError({ kind: 'unavailable', code: smsFailureCode('unavailable'), message });

export const isSmsRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code === smsFailureCode('refused');
