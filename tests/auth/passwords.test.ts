import { hashPassword, verifyPassword } from '@/lib/identity/auth/passwords';

describe('password hashing', () => {
  let hash: string;

  beforeAll(async () => {
    hash = await hashPassword('lehenga2026');
  });

  it('makes an argon2id hash with the OWASP parameters, not containing the password', () => {
    expect(hash.startsWith('$argon2id$v=19$')).toBe(true);
    const parameters = hash.split('$')[3]!.split(',').sort();
    expect(parameters).toEqual(['m=19456', 'p=1', 't=2']);
    expect(hash).not.toContain('lehenga2026');
  });

  it('salts every hash', async () => {
    expect(await hashPassword('lehenga2026')).not.toBe(hash);
  });

  it('verifies the right password', async () => {
    expect(await verifyPassword(hash, 'lehenga2026')).toBe(true);
  });

  it('refuses a wrong password, another case, or a prefix', async () => {
    for (const wrong of ['lehenga2027', 'LEHENGA2026', 'lehenga202', '']) {
      expect(await verifyPassword(hash, wrong)).toBe(false);
    }
  });

  it('answers false, without throwing, when there is no hash or it is not one', async () => {
    expect(await verifyPassword(null, 'lehenga2026')).toBe(false);
    expect(await verifyPassword(null, 'decoy-password-1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'lehenga2026')).toBe(false);
  });
});
