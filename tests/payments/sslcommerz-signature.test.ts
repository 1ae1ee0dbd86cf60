import { createHash } from 'node:crypto';
import { hasValidSignature, signatureOf, signFields } from '@/lib/payments/sslcommerz/signature';
import { judgeValidation, type ValidationAnswer } from '@/lib/payments/sslcommerz/validation';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const password = 'store-secret@ssl';

describe('the SSLCommerz signature (verify_sign)', () => {
  const posted = {
    tran_id: 'NJ-260521-48271',
    val_id: 'VAL123',
    amount: '54080.00',
    status: 'VALID',
    card_type: 'BKASH-BKash',
  };

  it('is md5 of the listed fields and md5(store_passwd), sorted by key', () => {
    const expected = md5(
      `amount=54080.00&status=VALID&store_passwd=${md5(password)}&tran_id=NJ-260521-48271&val_id=VAL123`,
    );
    expect(signatureOf(posted, ['tran_id', 'val_id', 'amount', 'status'], password)).toBe(expected);
  });

  it('accepts what the gateway signed', () => {
    const signed = signFields(posted, password);
    expect(signed.verify_key).toBe('tran_id,val_id,amount,status,card_type');
    expect(hasValidSignature(signed, password)).toBe(true);
    expect(
      hasValidSignature({ ...signed, verify_sign: signed.verify_sign!.toUpperCase() }, password),
    ).toBe(true);
  });

  it.each([
    ['a changed amount', { amount: '1.00' }],
    ['a changed status', { status: 'FAILED' }],
    ['a changed transaction', { tran_id: 'NJ-260521-00000' }],
    ['a forged signature', { verify_sign: md5('forged') }],
    ['no signature', { verify_sign: '' }],
    ['no key list', { verify_key: '' }],
  ])('refuses %s', (_case, change) => {
    expect(hasValidSignature({ ...signFields(posted, password), ...change }, password)).toBe(false);
  });

  it('refuses another store password, and a signature that leaves out tran_id or status', () => {
    expect(hasValidSignature(signFields(posted, password), 'another')).toBe(false);
    const { tran_id: tranId, ...rest } = posted;
    const partial = { ...signFields(rest, password), tran_id: tranId };
    expect(hasValidSignature(partial, password)).toBe(false);
  });
});

describe('judging the validation answer', () => {
  const order = { tranId: 'NJ-260521-48271', total: 54080 };
  const valid: ValidationAnswer = {
    status: 'VALID',
    tran_id: order.tranId,
    val_id: 'VAL123',
    amount: '54080.00',
    currency: 'BDT',
    currency_type: 'BDT',
    currency_amount: '54080.00',
  };

  it.each([
    ['VALID with the same amount', valid],
    ['VALIDATED (asked again)', { ...valid, status: 'VALIDATED' }],
    ['an amount written without decimals', { ...valid, amount: '54080', currency_amount: '54080' }],
    ['no currency_type fields', { ...valid, currency_type: undefined, currency_amount: undefined }],
  ])('pays for %s', (_case, answer) => {
    expect(judgeValidation(answer, order)).toEqual({ paid: true });
  });

  it.each([
    ['a smaller amount', { amount: '54079.99' }],
    ['a larger amount', { amount: '54080.01' }],
    ['no amount', { amount: undefined }],
    ['an amount that is not a number', { amount: 'lots' }],
    ['another currency', { currency: 'USD' }],
    ['another currency type', { currency_type: 'USD' }],
    ['another requested amount', { currency_amount: '500.00' }],
    ['another transaction', { tran_id: 'NJ-260521-00000' }],
    ['INVALID_TRANSACTION', { status: 'INVALID_TRANSACTION' }],
    ['FAILED', { status: 'FAILED' }],
    ['no status', { status: undefined }],
  ])('does not pay for %s', (_case, change) => {
    expect(judgeValidation({ ...valid, ...change }, order)).toMatchObject({ paid: false });
  });
});
