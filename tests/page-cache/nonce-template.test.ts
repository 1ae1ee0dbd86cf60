import zlib from 'node:zlib';
import {
  deflateTemplate,
  fillNonceTemplate,
  nonceOf,
  templateBytes,
  toNonceTemplate,
} from '@/lib/page-cache/nonce-template';

const policy = (nonce: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;

describe('nonce templates', () => {
  it('reads the nonce of a policy', () => {
    expect(nonceOf(policy('a+b/c=='))).toBe('a+b/c==');
    expect(nonceOf("default-src 'none'")).toBeNull();
  });

  it('puts a new nonce wherever the old one stood, in the page and in the headers', async () => {
    const html = '<script nonce="OLD+/=">a</script><p>OLD+/= in text</p><script nonce="OLD+/=">b';
    const link = (nonce: string) => `</a.css>; rel=preload; as="style"; nonce="${nonce}"`;
    const headers = { 'content-security-policy': policy('OLD+/='), link: [link('OLD+/=')], age: 3 };
    const template = toNonceTemplate(html, headers)!;
    const filled = fillNonceTemplate(template, 'NEW+/=', false);
    const expected =
      '<script nonce="NEW+/=">a</script><p>NEW+/= in text</p><script nonce="NEW+/=">b';
    expect(filled.body.toString()).toBe(expected);
    // Plain until compressed; gzip from then on.
    expect(fillNonceTemplate(template, 'NEW+/=', true).gzip).toBe(false);
    const plainBytes = templateBytes(template);
    await deflateTemplate(template);
    expect(templateBytes(template)).toBeGreaterThan(plainBytes);
    const gzipped = fillNonceTemplate(template, 'NEW+/=', true);
    expect(gzipped.gzip).toBe(true);
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(expected);
    expect(filled.headers).toEqual({
      'content-security-policy': policy('NEW+/='),
      link: [link('NEW+/=')],
      age: 3,
    });
  });

  it('answers plain text when the new nonce does not fit the compressed parts', async () => {
    const headers = { 'content-security-policy': policy('OLD+/=') };
    const template = toNonceTemplate('<script nonce="OLD+/=">', headers)!;
    await deflateTemplate(template);
    const filled = fillNonceTemplate(template, 'LONGER', true);
    expect(filled.gzip).toBe(true);
    const other = fillNonceTemplate(template, 'LONGER-STILL', true);
    expect(other.gzip).toBe(false);
    expect(other.body.toString()).toBe('<script nonce="LONGER-STILL">');
  });

  it('holds no more memory than it counts: each set of parts is one store of its size', async () => {
    const html = Array.from({ length: 40 }, (_, i) => `<p>${i}</p><script nonce="OLD+/=">`);
    const template = toNonceTemplate(html.join(''), {
      'content-security-policy': policy('OLD+/='),
    })!;
    await deflateTemplate(template);
    for (const parts of [template.body, template.deflated!.blocks]) {
      const stores = new Set(parts.map((part) => part.buffer));
      expect(stores.size).toBe(1);
      const counted = parts.reduce((bytes, part) => bytes + part.length, 0);
      expect([...stores][0]!.byteLength).toBe(counted);
    }
  });

  it('keeps nothing for a policy without a nonce', () => {
    expect(
      toNonceTemplate('<p>x</p>', { 'content-security-policy': "default-src 'none'" }),
    ).toBeNull();
    expect(toNonceTemplate('<p>x</p>', {})).toBeNull();
  });
});
