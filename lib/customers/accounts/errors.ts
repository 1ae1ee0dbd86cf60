import 'server-only';
import { DomainError } from '@/lib/domain-error';

export const invalidCredentials = () =>
  new DomainError({
    kind: 'unauthenticated',
    code: 'invalid_credentials',
    message: 'The e-mail address or password is not correct.',
  });

export const userNotFound = () =>
  new DomainError({ kind: 'not_found', code: 'not_found', message: 'There is no such user.' });

export const addressNotFound = () =>
  new DomainError({ kind: 'not_found', code: 'not_found', message: 'There is no such address.' });

export const emailTaken = () =>
  new DomainError({
    kind: 'conflict',
    code: 'email_taken',
    message: 'An account with this e-mail address already exists.',
    fields: { email: 'An account with this e-mail address already exists' },
  });

/** Google met an account that holds its e-mail without having proven it (docs/decisions.md 11). */
export const emailUnproven = () =>
  new DomainError({
    kind: 'conflict',
    code: 'email_taken',
    message:
      'An account with this e-mail address already exists. Sign in with your password and confirm your e-mail address to use Google.',
    fields: { email: 'An account with this e-mail address already exists' },
  });

/** The old store's text, with 'exits' corrected (docs/decisions.md 5). */
export const phoneTaken = () =>
  new DomainError({
    kind: 'conflict',
    code: 'phone_taken',
    message: 'phone number already exists with another e-mail, please use another phone number',
    fields: {
      phone: 'phone number already exists with another e-mail, please use another phone number',
    },
  });

export const usernameTaken = () =>
  new DomainError({
    kind: 'conflict',
    code: 'username_taken',
    message: 'This username is taken.',
    fields: { username: 'This username is taken' },
  });

export const invalidGoogleToken = () =>
  new DomainError({
    kind: 'unauthenticated',
    code: 'invalid_credentials',
    message: 'Google sign-in could not be verified.',
  });
