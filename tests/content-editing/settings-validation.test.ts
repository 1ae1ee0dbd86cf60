import { store } from '@/lib/config';
import {
  oneLineAddress,
  settingsDefaults,
  telHref,
  whatsappHref,
} from '@/lib/content/settings/defaults';
import { settingsFormSchema, settingsSchemas } from '@/lib/content/schemas/store-settings';
import { zodFields } from '@/lib/http/server/zod-fields';

const fieldsOf = (result: { success: boolean; error?: Parameters<typeof zodFields>[0] }) =>
  result.success ? {} : zodFields(result.error!);

describe("the store settings' defaults are the values the store was built with", () => {
  it('contacts, address and hours', () => {
    expect(settingsDefaults.contacts).toEqual({
      phone: '+880 1711-000000',
      email: 'care@noorejahan.com.bd',
      whatsapp: '+880 1711-000000',
      messenger: 'noorejahan.bd',
    });
    expect(oneLineAddress(settingsDefaults.showroom)).toBe(
      'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
    );
    expect(oneLineAddress(settingsDefaults.showroom)).toBe(store.address);
    expect(settingsDefaults.showroom).toMatchObject({
      name: 'Noor-e-Jahan Banani Atelier',
      hours: [
        { days: 'Saturday – Thursday', time: '11:00 – 20:30' },
        { days: 'Friday', time: '15:00 – 20:30' },
      ],
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=House+42+Road+11+Banani+Dhaka+1213',
    });
  });

  it('the five social networks, in the order the footer showed them', () => {
    expect(Object.entries(settingsDefaults.social)).toEqual([
      ['Facebook', 'https://www.facebook.com/noorejahan.bd'],
      ['Instagram', 'https://www.instagram.com/noorejahan.bd'],
      ['YouTube', 'https://www.youtube.com/@noorejahanbd'],
      ['TikTok', 'https://www.tiktok.com/@noorejahan.bd'],
      ['Pinterest', 'https://www.pinterest.com/noorejahanbd'],
    ]);
  });

  it('delivery: 80 taka inside Dhaka, 150 outside, never free', () => {
    expect(settingsDefaults.delivery).toEqual({
      insideDhaka: 80,
      outsideDhaka: 150,
      freeDeliveryFrom: null,
    });
  });

  it('every default passes its own schema unchanged', () => {
    for (const [section, schema] of Object.entries(settingsSchemas)) {
      const value = settingsDefaults[section as keyof typeof settingsDefaults];
      expect(schema.parse(value)).toEqual(value);
    }
  });

  it('links for the phone and WhatsApp', () => {
    expect(telHref('+880 1711-000000')).toBe('tel:+8801711000000');
    expect(whatsappHref('+880 1711-000000')).toBe('https://wa.me/8801711000000');
    expect(whatsappHref('01711-000000')).toBe('https://wa.me/8801711000000');
  });
});

describe('settings forms name the field that is wrong', () => {
  it.each([
    // An empty WhatsApp number is allowed: the store has no WhatsApp link then.
    ['contacts', { phone: '12', email: 'care@', whatsapp: '' }, ['phone', 'email']],
    ['contacts', { phone: '01711000000', email: 'a@b.co', whatsapp: 'ask us' }, ['whatsapp']],
    [
      'contacts',
      { phone: '+880 1711-000000<script>', email: 'a@b.co', whatsapp: '01711000000' },
      ['phone'],
    ],
    [
      'showroom',
      {
        ...settingsDefaults.showroom,
        hours: undefined,
        'hours.0.days': 'Friday',
        'hours.0.time': '',
        postcode: '12',
        mapUrl: 'javascript:alert(1)',
      },
      ['hours.0.time', 'postcode', 'mapUrl'],
    ],
    [
      'social',
      { Facebook: 'http://facebook.com/x', Instagram: 'not a link' },
      ['Facebook', 'Instagram'],
    ],
    [
      'delivery',
      { insideDhaka: '', outsideDhaka: '-5', freeDeliveryFrom: '10.005' },
      ['insideDhaka', 'outsideDhaka', 'freeDeliveryFrom'],
    ],
  ] as const)('%s: %j', (section, form, fields) => {
    const result = settingsFormSchema(section).safeParse(form);
    expect(Object.keys(fieldsOf(result)).sort()).toEqual([...fields].sort());
  });

  it('reads a showroom form with rows of hours, and blanks as "not shown" or "never free"', () => {
    const showroom = settingsFormSchema('showroom').parse({
      ...settingsDefaults.showroom,
      hours: undefined,
      'hours.0.days': ' Every day ',
      'hours.0.time': '10:00 – 21:00',
    });
    expect(showroom.hours).toEqual([{ days: 'Every day', time: '10:00 – 21:00' }]);
    expect(
      settingsFormSchema('social').parse({ Facebook: 'https://fb.example/x', TikTok: '' }),
    ).toEqual({
      Facebook: 'https://fb.example/x',
    });
    expect(
      settingsFormSchema('delivery').parse({
        insideDhaka: '60',
        outsideDhaka: '120.50',
        freeDeliveryFrom: '',
      }),
    ).toEqual({ insideDhaka: 60, outsideDhaka: 120.5, freeDeliveryFrom: null });
  });
});
