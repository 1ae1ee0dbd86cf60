import { createTranslator } from 'next-intl';
import { askLinks, chatLinks } from '@/lib/content/contact/ask-links';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import { contactSettingsSchema, messengerPageName } from '@/lib/content/schemas/store-settings';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

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

/** The page's words, as the product page and the footer fill the WhatsApp text with them. */
const wordsIn = async (locale: Locale) => {
  const messages = await loadMessages(locale);
  return {
    ask: createTranslator({ locale, messages, namespace: 'product.ask' }),
    footer: createTranslator({ locale, messages, namespace: 'shell.footer' }),
  };
};

const askAbout = async (about: typeof piece, locale: Locale = 'en') => {
  const { ask } = await wordsIn(locale);
  return askLinks(contacts, {
    slug: about.slug,
    text: ask('message', { name: about.name, url: about.url }),
  });
};

const hrefOf = (links: { channel: string; href: string }[], channel: string) =>
  new URL(links.find((link) => link.channel === channel)!.href);

describe('Ask about this piece', () => {
  it('opens WhatsApp at the number’s digits with the name and link as the text, encoded', async () => {
    const links = await askAbout(piece);
    const whatsapp = links.find((link) => link.channel === 'whatsapp')!;
    const url = new URL(whatsapp.href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/8801811222333');
    expect(url.searchParams.get('text')).toBe(
      `Hello! I would like to ask about ${piece.name}: ${piece.url}`,
    );
    // '&' and '#' of the name would end the text early if they were not encoded.
    expect(whatsapp.href).toContain('Gold%20%26%20Ivory%20Lehenga%20%232');
    expect(url.hash).toBe('');
  });

  it('asks in Bangla from a Bangla page, the Bangla encoded as UTF-8', async () => {
    const bangla = {
      ...piece,
      name: 'সোনালি লেহেঙ্গা',
      url: 'https://shop.example.com/bn/product/x',
    };
    const links = await askAbout(bangla, 'bn');
    const whatsapp = links.find((link) => link.channel === 'whatsapp')!;
    expect(new URL(whatsapp.href).searchParams.get('text')).toBe(
      'হ্যালো! আমি সোনালি লেহেঙ্গা সম্পর্কে জানতে চাই: https://shop.example.com/bn/product/x',
    );
    // স (U+09B8) as its three UTF-8 bytes; nothing of the text is left raw in the address.
    expect(whatsapp.href).toContain('%E0%A6%B8');
    expect(whatsapp.href).toMatch(/^[\x21-\x7e]+$/);
  });

  it('opens Messenger at the page with the piece’s slug as the ref, and calls the phone', async () => {
    const links = await askAbout(piece);
    expect(links.map((link) => link.channel)).toEqual(['whatsapp', 'messenger', 'phone']);
    expect(links[1]!.href).toBe('https://m.me/noorejahan.bd?ref=product-gold-ivory-lehenga-2');
    expect(links[2]).toEqual({
      channel: 'phone',
      label: 'Call +880 1711-000000',
      href: 'tel:+8801711000000',
    });
  });

  it('keeps the ref to the letters, digits and -_= Messenger takes', () => {
    const links = askLinks(contacts, { slug: 'shaadi/lehenga?x=1 #2', text: 'Hi' });
    expect(hrefOf(links, 'messenger').searchParams.get('ref')).toBe(
      'product-shaadi-lehenga-x=1--2',
    );
  });

  it('shows no link for a channel that is not configured', () => {
    const links = askLinks({ phone: contacts.phone }, { slug: piece.slug, text: 'Hi' });
    expect(links.map((link) => link.channel)).toEqual(['phone']);
    expect(askLinks({ phone: '' }, { slug: piece.slug, text: 'Hi' })).toEqual([]);
  });
});

describe('Message us, in the footer', () => {
  it.each([
    ['en', 'Hello! I would like to ask about your collection.'],
    ['bn', 'হ্যালো! আমি আপনাদের কালেকশন সম্পর্কে জানতে চাই।'],
  ] as const)(
    'greets in the page’s language (%s), and opens Messenger without a ref',
    async (locale, greeting) => {
      const { footer } = await wordsIn(locale);
      const links = chatLinks(contacts, { text: footer('greeting') });
      expect(links.map((link) => link.channel)).toEqual(['whatsapp', 'messenger']);
      expect(hrefOf(links, 'whatsapp').searchParams.get('text')).toBe(greeting);
      expect(links[1]!.href).toBe('https://m.me/noorejahan.bd');
    },
  );

  it.each([
    ['+880 1811-222333', '8801811222333'],
    ['(+880) 1811 222333', '8801811222333'],
    ['01811-222333', '8801811222333'],
    ['+44 20 7946 0958', '442079460958'],
  ])('takes %s to WhatsApp as the digits with the country code', (whatsapp, digits) => {
    const links = chatLinks({ whatsapp }, { text: 'Hi' });
    expect(hrefOf(links, 'whatsapp').pathname).toBe(`/${digits}`);
  });

  it('has no link when neither chat is configured', () => {
    expect(chatLinks({}, { text: 'Hi' })).toEqual([]);
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
