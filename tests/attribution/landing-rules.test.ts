import { landingOf } from '@/lib/ordering/attribution/landing';
import { attributionRow } from '@/lib/ordering/attribution/record-attribution';
import { staffShareLink, whatsappShareLink } from '@/lib/ordering/attribution/staff-share-links';
import { attributionSchema } from '@/lib/ordering/schemas/attribution';

jest.mock('server-only', () => ({}));

describe('the landing a visit keeps', () => {
  it('keeps the utm parameters, the click ids and the share code, and nothing else', () => {
    expect(
      landingOf(
        '?utm_source=facebook&utm_medium=social&utm_campaign=eid-2026&utm_content=reel&utm_term=lehenga&fbclid=IwAR0abc_-1&gclid=Cj0KCQ&s=k7m2p9qa&page=2&q=red',
      ),
    ).toEqual({
      utm_source: 'facebook',
      utm_medium: 'social',
      utm_campaign: 'eid-2026',
      utm_content: 'reel',
      utm_term: 'lehenga',
      fbclid: 'IwAR0abc_-1',
      gclid: 'Cj0KCQ',
      s: 'k7m2p9qa',
    });
  });

  it('is none for an address without landing parameters, or with only blank ones', () => {
    expect(landingOf('')).toBeNull();
    expect(landingOf('?page=2&sort=new')).toBeNull();
    expect(landingOf('?utm_source=&s=%20')).toBeNull();
  });

  it('keeps Bangla campaign names and spaces, and leaves out values too long or of other marks', () => {
    expect(landingOf('?utm_campaign=%E0%A6%88%E0%A6%A6%20%E0%A6%B8%E0%A7%87%E0%A6%B2')).toEqual({
      utm_campaign: 'ঈদ সেল',
    });
    expect(landingOf(`?utm_source=${'a'.repeat(101)}&utm_medium=cpc`)).toEqual({
      utm_medium: 'cpc',
    });
    expect(landingOf('?utm_source=%3Cscript%3E&s=abc%22def&gclid=ok')).toEqual({ gclid: 'ok' });
    expect(landingOf(`?s=${'k'.repeat(17)}`)).toBeNull();
  });
});

describe('the attribution an order is sent with', () => {
  it('takes what the browser keeps, by the same rule', () => {
    const kept = landingOf('?utm_source=Instagram&utm_campaign=ঈদ সেল&s=k7m2p9qa')!;
    expect(attributionSchema.parse(kept)).toEqual(kept);
  });

  it('refuses values too long, blank or with other marks, naming the parameter', () => {
    const refusal = (body: unknown) =>
      attributionSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(refusal({ utm_source: 'x'.repeat(101) })).toEqual([
      'utm_source has at most 100 characters',
    ]);
    expect(refusal({ gclid: 'a'.repeat(256) })).toEqual(['gclid has at most 255 characters']);
    expect(refusal({ s: '' })).toEqual(['s must not be blank']);
    expect(refusal({ utm_campaign: '<b>' })).toEqual([
      'utm_campaign holds letters, digits, spaces and . _ ~ + : / | - only',
    ]);
    expect(refusal({ fbclid: 42 })).toEqual(['fbclid must be text']);
  });
});

describe('what an order stores of its landing', () => {
  it('lower-cases source and medium, and keeps campaign, content and term as they came', () => {
    expect(
      attributionRow(
        { utm_source: 'Facebook', utm_medium: 'Social', utm_campaign: 'Eid-2026', utm_term: 'Red' },
        7,
      ),
    ).toEqual({
      source: 'facebook',
      medium: 'social',
      campaign: 'Eid-2026',
      content: null,
      term: 'Red',
      fbclid: null,
      gclid: null,
      sharedByUserId: 7,
    });
  });

  it('names the source by a click id when utm_source is missing', () => {
    expect(attributionRow({ gclid: 'Cj0' }, null)).toMatchObject({
      source: 'google',
      medium: 'cpc',
      gclid: 'Cj0',
    });
    expect(attributionRow({ fbclid: 'IwAR' }, null)).toMatchObject({
      source: 'facebook',
      medium: null,
      fbclid: 'IwAR',
    });
    // The parameters say more than the click id.
    expect(attributionRow({ utm_source: 'newsletter', gclid: 'Cj0' }, null)).toMatchObject({
      source: 'newsletter',
      medium: null,
    });
  });

  it('stores nothing when all that came was a share code that named nobody', () => {
    expect(attributionRow({ s: 'unknown1' }, null)).toBeNull();
    expect(attributionRow({}, null)).toBeNull();
    expect(attributionRow({ s: 'k7m2p9qa' }, 3)).toMatchObject({ source: null, sharedByUserId: 3 });
  });
});

describe('a staff member’s share links', () => {
  it('carry the channel, social and the code, keeping the page’s own address', () => {
    const page = 'https://example.com/bn/product/red-lehenga';
    expect(staffShareLink(page, 'facebook', 'k7m2p9qa')).toBe(
      'https://example.com/bn/product/red-lehenga?utm_source=facebook&utm_medium=social&s=k7m2p9qa',
    );
    const whatsapp = staffShareLink(page, 'whatsapp', 'k7m2p9qa');
    expect(landingOf(new URL(whatsapp).search)).toEqual({
      utm_source: 'whatsapp',
      utm_medium: 'social',
      s: 'k7m2p9qa',
    });
    expect(whatsappShareLink('Red lehenga', whatsapp)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Red lehenga ${whatsapp}`)}`,
    );
  });
});
