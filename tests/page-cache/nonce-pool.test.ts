import { pooledNonce } from '@/lib/page-cache/nonce-pool';

describe('pooled nonces', () => {
  it('are 128 bits of base64, never repeated across many draws of the pool', () => {
    const nonces = Array.from({ length: 2_000 }, () => pooledNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
  });
});
