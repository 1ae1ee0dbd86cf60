import { fillNonceTemplate, nonceOf, toNonceTemplate } from '@/lib/page-cache/nonce-template';

const policy = (nonce: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;

describe('nonce templates', () => {
  it('reads the nonce of a policy', () => {
    expect(nonceOf(policy('a+b/c=='))).toBe('a+b/c==');
    expect(nonceOf("default-src 'none'")).toBeNull();
  });

  it('puts a new nonce wherever the old one stood, in the page and in the headers', () => {
    const html = '<script nonce="OLD+/=">a</script><p>OLD+/= in text</p><script nonce="OLD+/=">b';
    const link = (nonce: string) => `</a.css>; rel=preload; as="style"; nonce="${nonce}"`;
    const headers = { 'content-security-policy': policy('OLD+/='), link: [link('OLD+/=')], age: 3 };
    const filled = fillNonceTemplate(toNonceTemplate(html, headers)!, 'NEW');
    expect(filled.html).toBe(
      '<script nonce="NEW">a</script><p>NEW in text</p><script nonce="NEW">b',
    );
    expect(filled.headers).toEqual({
      'content-security-policy': policy('NEW'),
      link: [link('NEW')],
      age: 3,
    });
  });

  it('keeps nothing for a policy without a nonce', () => {
    expect(
      toNonceTemplate('<p>x</p>', { 'content-security-policy': "default-src 'none'" }),
    ).toBeNull();
    expect(toNonceTemplate('<p>x</p>', {})).toBeNull();
  });
});
