import { askLinks, askMessage } from '@/lib/content/contact/ask-links';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import { contactSettingsSchema, messengerPageName } from '@/lib/content/schemas/store-settings';

const piece = {
  name: 'Gold & Ivory Lehenga #2',
  slug: 'gold-ivory-lehenga-2',
  url: 'https://shop.example.com/product/gold-ivory-lehenga-2',
};
const contacts = {
  phone: '+880 1711-000000',
  whatsapp: '+880 1811-222333',
  messenger: 'noorejahan.bd',
};

describe('Ask about this piece', () => {
  it('opens WhatsApp at the number’s digits with the name and link as the text, encoded', () => {
    const whatsapp = askLinks(contacts, piece).find((link) => link.channel === 'whatsapp')!;
    const url = new URL(whatsapp.href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/8801811222333');
    expect(url.searchParams.get('text')).toBe(askMessage(piece));
    expect(url.searchParams.get('text')).toContain(piece.name);
    expect(url.searchParams.get('text')).toContain(piece.url);
    // '&' and '#' of the name would end the text early if they were not encoded.
    expect(whatsapp.href).toContain('Gold%20%26%20Ivory%20Lehenga%20%232');
  });

  it('asks in Bangla from a Bangla page', () => {
    const bangla = {
      ...piece,
      name: 'সোনালি লেহেঙ্গা',
      url: 'https://shop.example.com/bn/product/x',
    };
    const whatsapp = askLinks(contacts, bangla, 'bn').find((link) => link.channel === 'whatsapp')!;
    expect(new URL(whatsapp.href).searchParams.get('text')).toBe(
      'হ্যালো! আমি সোনালি লেহেঙ্গা সম্পর্কে জানতে চাই: https://shop.example.com/bn/product/x',
    );
  });

  it('opens Messenger at the page with the piece’s slug as the ref, and calls the phone', () => {
    const links = askLinks(contacts, piece);
    expect(links.map((link) => link.channel)).toEqual(['whatsapp', 'messenger', 'phone']);
    expect(links[1]!.href).toBe('https://m.me/noorejahan.bd?ref=product-gold-ivory-lehenga-2');
    expect(links[2]).toEqual({
      channel: 'phone',
      label: 'Call +880 1711-000000',
      href: 'tel:+8801711000000',
    });
  });

  it('shows no link for a channel that is not configured', () => {
    const links = askLinks({ phone: contacts.phone }, piece);
    expect(links.map((link) => link.channel)).toEqual(['phone']);
    expect(askLinks({ phone: '' }, piece)).toEqual([]);
  });
});

describe('the contacts settings', () => {
  it('take WhatsApp and Messenger as optional: blank is not configured', () => {
    const parsed = contactSettingsSchema.parse({
      phone: '+880 1711-000000',
      email: 'care@example.com',
      whatsapp: ' ',
      messenger: '',
    });
    expect(parsed.whatsapp).toBeUndefined();
    expect(parsed.messenger).toBeUndefined();
  });

  it('keep the page’s name from an m.me or facebook.com address', () => {
    for (const given of [
      'noorejahan.bd',
      'https://m.me/noorejahan.bd',
      'https://www.facebook.com/noorejahan.bd/',
      'm.me/noorejahan.bd?ref=x',
    ]) {
      expect(
        contactSettingsSchema.parse({ ...settingsDefaults.contacts, messenger: given }).messenger,
      ).toBe('noorejahan.bd');
    }
  });

  it('refuse a Messenger page that is no page name, and a WhatsApp number that is no number', () => {
    const result = contactSettingsSchema.safeParse({
      ...settingsDefaults.contacts,
      messenger: 'https://example.com/not a page',
      whatsapp: 'call us',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['messenger', 'whatsapp']);
    expect(messengerPageName('a b')).toBeNull();
  });

  it('default to the store’s number on WhatsApp and its page on Messenger', () => {
    expect(contactSettingsSchema.parse(settingsDefaults.contacts)).toEqual(
      settingsDefaults.contacts,
    );
  });
});
