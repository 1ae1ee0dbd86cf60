import { readTrackedOrder, trackedOrderCookies } from '@/lib/ordering/orders/tracking/access';

const request = new Request('https://localhost/api/v1/orders/track', { method: 'POST' });
const valueOf = (setCookie: string) => setCookie.split(';')[0]!.split('=').slice(1).join('=');

describe('the signed access a proven tracking code grants', () => {
  const now = Date.UTC(2026, 4, 21, 10);
  const [english, bangla] = trackedOrderCookies(request, 'NJ-260521-48271', now);
  const value = valueOf(english!);

  it('opens its one order until it expires', () => {
    expect(readTrackedOrder(value, now + 29 * 60 * 1000)).toBe('NJ-260521-48271');
    expect(readTrackedOrder(value, now + 30 * 60 * 1000)).toBeNull();
  });

  it('opens nothing when its number or time is changed, or it is missing', () => {
    const [grant, signature] = value.split('~');
    const [, until] = grant!.split('.');
    expect(readTrackedOrder(`NJ-260521-48272.${until}~${signature}`, now)).toBeNull();
    expect(
      readTrackedOrder(`NJ-260521-48271.${Number(until) + 3600}~${signature}`, now),
    ).toBeNull();
    expect(readTrackedOrder(grant, now)).toBeNull();
    expect(readTrackedOrder(undefined, now)).toBeNull();
  });

  it('is marked Secure over https', () => {
    expect(english).toMatch(/; Secure$/);
    expect(bangla).toMatch(/; Secure$/);
  });

  it('reaches the tracking page in each language, and no other page', () => {
    expect(english).toContain('; Path=/track-order;');
    expect(bangla).toContain('; Path=/bn/track-order;');
    expect(valueOf(bangla!)).toBe(value);
  });
});
