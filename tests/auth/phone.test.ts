import { normalizePhone, phoneSchema } from '@/lib/validation/phone';

const accepted: [input: string, stored: string][] = [
  ['01712345678', '+8801712345678'],
  ['8801712345678', '+8801712345678'],
  ['+8801712345678', '+8801712345678'],
  ['0171 234 5678', '+8801712345678'],
  ['0171-234-5678', '+8801712345678'],
  ['+880 1712-345678', '+8801712345678'],
  [' 01712345678 ', '+8801712345678'],
  ['(+880) 1712 345678', '+8801712345678'],
  ['01312345678', '+8801312345678'],
  ['01912345678', '+8801912345678'],
];

const refused: [why: string, input: string][] = [
  ['the operator digit 2 (012)', '01212345678'],
  ['the operator digit 1 (011)', '01112345678'],
  ['the operator digit 0 (010)', '01012345678'],
  ['one digit too few', '0171234567'],
  ['one digit too many', '017123456789'],
  ['too long with the country code', '+88017123456789'],
  ['letters', '0171234567a'],
  ['letters spelling a number', 'O1712345678'],
  ['a landline (02)', '0291234567'],
  ['another country code', '+9101712345678'],
  ['a lone plus', '+01712345678'],
  ['nothing', ''],
];

describe('normalizePhone', () => {
  it.each(accepted)('stores %j as %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each(refused)('refuses %s: %j', (_why, input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('phoneSchema', () => {
  it('outputs the stored form', () => {
    expect(phoneSchema.parse('0181-234-5678')).toBe('+8801812345678');
  });

  it('explains what it wants, for text that is not a mobile or not text at all', () => {
    for (const input of ['01212345678', 1712345678, null, '0'.repeat(40)]) {
      const result = phoneSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(/Bangladeshi mobile number/);
    }
  });
});
