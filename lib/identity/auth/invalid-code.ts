import 'server-only';
import { DomainError } from '@/lib/domain-error';

export const invalidCode = (field = 'otp') =>
  new DomainError({
    kind: 'unauthenticated',
    code: 'invalid_code',
    message: 'The code is wrong or has expired. Request a new one and try again.',
    fields: { [field]: 'The code is wrong or has expired' },
  });
