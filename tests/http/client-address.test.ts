import { clientAddressOf, provenAddress, withProof } from '@/lib/http/client-address';

describe('clientAddressOf', () => {
  it.each([
    // No proxy in front: the socket's peer, whatever the client wrote.
    [0, undefined, '203.0.113.7', '203.0.113.7'],
    [0, '198.51.100.1', '203.0.113.7', '203.0.113.7'],
    [0, '198.51.100.1, 198.51.100.2', '::ffff:203.0.113.7', '203.0.113.7'],
    [0, undefined, '2001:db8::1', '2001:db8::1'],
    // One proxy (nginx with $proxy_add_x_forwarded_for): the entry it appended.
    [1, '192.0.2.9', '10.0.0.2', '192.0.2.9'],
    [1, '198.51.100.1, 192.0.2.9', '10.0.0.2', '192.0.2.9'],
    [1, ' 198.51.100.1 ,192.0.2.9 ', '10.0.0.2', '192.0.2.9'],
    // Two: a CDN's entry, then the load balancer's.
    [2, 'forged, 192.0.2.9, 10.0.0.1', '10.0.0.2', '192.0.2.9'],
    // A chain shorter than the hops: its leftmost entry.
    [2, '192.0.2.9', '10.0.0.2', '192.0.2.9'],
    [1, undefined, '10.0.0.2', '10.0.0.2'],
    [0, 'forged', undefined, 'unknown'],
  ])('with %i trusted hops, X-Forwarded-For %p from %p is %p', (hops, forwarded, socket, ip) => {
    expect(clientAddressOf(forwarded, socket, hops)).toBe(ip);
  });
});

describe('provenAddress', () => {
  it('reads what the hook wrote', () => {
    expect(provenAddress(withProof('203.0.113.7'))).toBe('203.0.113.7');
    expect(provenAddress(withProof('2001:db8::1'))).toBe('2001:db8::1');
  });

  it.each([null, '', '203.0.113.7', '203.0.113.7 not-the-proof', ' 203.0.113.7'])(
    'refuses a value a client could have sent: %p',
    (value) => {
      expect(provenAddress(value)).toBeNull();
    },
  );

  it('refuses a proven value with more appended', () => {
    expect(provenAddress(`${withProof('203.0.113.7')} 198.51.100.1`)).toBeNull();
  });
});
