import { api } from '@/lib/api';
import { statusOfKind } from '@/lib/api/error-status';
import { VersionConflictError } from '@/lib/catalogue/products/editing/errors';
import { CatalogNotFoundError } from '@/lib/catalogue/products/errors';
import {
  DomainError,
  domainErrorKinds,
  forbidden,
  refusesInput,
  tooManyRequests,
  validationFailed,
} from '@/lib/domain-error';
import {
  photoTooLarge,
  photoTypeRefused,
  photoUnreadable,
} from '@/lib/catalogue/media/photo-errors';
import { paymentUnavailable } from '@/lib/ordering/orders/errors';
import { staffErrors } from '@/lib/identity/staff/errors';
import { call, type ErrorBody } from './helpers/call';

const throwing = (error: unknown) =>
  api({}, () => {
    throw error;
  });

describe('the kind of a domain error and its HTTP status', () => {
  // A 5xx is logged on the server; that log is not what these tests are about.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('gives every kind an error status of its own, and no status to anything else', () => {
    expect(Object.keys(statusOfKind).sort()).toEqual([...domainErrorKinds].sort());
    for (const kind of domainErrorKinds) {
      expect(statusOfKind[kind]).toBeGreaterThanOrEqual(400);
      expect(statusOfKind[kind]).toBeLessThan(600);
    }
    // One status per kind: a client reading the status knows the kind.
    expect(new Set(Object.values(statusOfKind)).size).toBe(domainErrorKinds.length);
  });

  it('answers with a 4xx exactly the kinds a cached reader keeps as a refusal', () => {
    for (const kind of domainErrorKinds) {
      expect([kind, refusesInput(kind)]).toEqual([kind, statusOfKind[kind] < 500]);
    }
  });

  // What the API answered for these refusals before services knew no status; it must not change.
  it.each([
    [
      'a value that is not valid',
      validationFailed({ email: 'is required' }),
      400,
      {
        code: 'validation_failed',
        message: 'Some of the values sent are not valid.',
        fields: { email: 'is required' },
      },
    ],
    [
      'a staff call signed out',
      staffErrors.signedOut(),
      401,
      { code: 'unauthenticated', message: 'Please sign in first.' },
    ],
    [
      'a call the caller may not make',
      forbidden('not_allowed', 'You can only see and change your own account.'),
      403,
      { code: 'not_allowed', message: 'You can only see and change your own account.' },
    ],
    [
      'a product the catalogue does not have',
      new CatalogNotFoundError('product_not_found', 'There is no such product.'),
      404,
      { code: 'product_not_found', message: 'There is no such product.' },
    ],
    [
      'a save over someone else’s',
      new VersionConflictError(3),
      409,
      {
        code: 'version_conflict',
        message:
          'Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.',
        fields: { version: 'is 3 now' },
      },
    ],
    [
      'a photo too large',
      photoTooLarge('big.jpg', 60 * 1024 * 1024),
      413,
      {
        code: 'photo_too_large',
        message: expect.stringMatching(/^“big\.jpg” is 60 MB; a photo may be at most /),
      },
    ],
    [
      'a file that is not a photo',
      photoTypeRefused('notes.txt'),
      415,
      {
        code: 'photo_type_refused',
        message: '“notes.txt” is not a JPEG, PNG, WebP or HEIC photo.',
      },
    ],
    [
      'a damaged photo',
      photoUnreadable('cut.jpg'),
      422,
      {
        code: 'photo_unreadable',
        message: '“cut.jpg” could not be read as a photo: the file is damaged or incomplete.',
      },
    ],
    [
      'a courier that cannot be reached',
      new DomainError({ kind: 'upstream_failed', code: 'courier_unavailable', message: 'Down.' }),
      502,
      { code: 'courier_unavailable', message: 'Down.' },
    ],
  ])('answers %s with its status and body', async (_what, error, status, body) => {
    const answer = await call<ErrorBody>(throwing(error), '/x');
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: body });
    expect(answer.headers.get('retry-after')).toBeNull();
  });

  it.each([
    [
      'too many tries',
      tooManyRequests(2.5),
      429,
      '3',
      {
        code: 'throttled',
        message: 'Too many requests; please wait a moment and try again.',
      },
    ],
    [
      'a payment gateway that is away',
      paymentUnavailable(),
      503,
      '30',
      {
        code: 'payment_unavailable',
        message:
          'The payment gateway cannot be reached just now; please try again or pay cash on delivery.',
      },
    ],
  ])(
    'answers %s with its status, body and Retry-After',
    async (_what, error, status, wait, body) => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      const answer = await call<ErrorBody>(throwing(error), '/x');
      log.mockRestore();
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ error: body });
      expect(answer.headers.get('retry-after')).toBe(wait);
    },
  );
});
