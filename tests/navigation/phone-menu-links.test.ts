import { loadMessages } from '@/i18n/messages';
import { banglaCategories } from '@/lib/seed/bangla-taxonomy';
import { linkLabelKey } from '@/lib/catalogue/navigation/link-labels';
import { phoneMenuLinks } from '@/lib/catalogue/navigation/phone-menu-links';

describe('phoneMenuLinks', () => {
  it('leaves out the occasions that a family of the same name already lists', () => {
    const links = phoneMenuLinks([
      { name: 'Lehenga' },
      { name: 'designer wear ' },
      { name: 'Accessories' },
    ]);
    expect(links.map((link) => link.label)).toEqual(['Bridal', 'Party', 'Shop', 'Find us']);
  });

  it('keeps every occasion when no family shares its name, and ends with Find us', () => {
    const links = phoneMenuLinks([{ name: 'Saree' }]);
    expect(links.map((link) => link.label)).toEqual([
      'Bridal',
      'Party',
      'Designer Wear',
      'Accessories',
      'Shop',
      'Find us',
    ]);
    expect(links.at(-1)).toEqual({ label: 'Find us', href: '/Store-locator' });
  });
});

describe('phoneMenuLinks in Bangla', () => {
  const bangla: Record<string, string> = {
    '/occasion/bridal': 'ব্রাইডাল',
    '/occasion/party': 'পার্টি',
    '/occasion/designer_wear': 'ডিজাইনার পোশাক',
    '/occasion/accessories': 'অ্যাকসেসরিজ',
    '/shop': 'শপ',
    '/Store-locator': 'আমাদের ঠিকানা',
  };
  const label = (link: { href: string }) => bangla[link.href]!;

  it('names the links in the page language and leaves out an occasion a family names', () => {
    const links = phoneMenuLinks([{ name: 'লেহেঙ্গা' }, { name: 'অ্যাকসেসরিজ' }], label);
    expect(links).toEqual([
      { label: 'ব্রাইডাল', href: '/occasion/bridal' },
      { label: 'পার্টি', href: '/occasion/party' },
      { label: 'ডিজাইনার পোশাক', href: '/occasion/designer_wear' },
      { label: 'শপ', href: '/shop' },
      { label: 'আমাদের ঠিকানা', href: '/Store-locator' },
    ]);
  });

  it('still leaves out an occasion whose family kept its English name', () => {
    const links = phoneMenuLinks([{ name: 'Designer Wear' }], label);
    expect(links.map((link) => link.href)).not.toContain('/occasion/designer_wear');
  });

  it('never leaves out Shop or Find us, whatever a family is called', () => {
    const links = phoneMenuLinks([{ name: 'Shop' }, { name: 'শপ' }], label);
    expect(links.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/shop', '/Store-locator']),
    );
  });
});

describe('phoneMenuLinks with the store’s own Bangla words', () => {
  it('names Designer Wear and Accessories once: the header’s words are the families’ own', async () => {
    const bn = await loadMessages('bn');
    const families = ['designerwear', 'accessories-family'].map((slug) => ({
      name: banglaCategories[slug]!.name,
    }));
    const label = (link: { href: string; label: string }) => {
      const key = linkLabelKey(link.href);
      return key ? bn.shell.links[key] : link.label;
    };
    const hrefs = phoneMenuLinks(families, label).map((link) => link.href);
    expect(hrefs).not.toContain('/occasion/designer_wear');
    expect(hrefs).not.toContain('/occasion/accessories');
    expect(bn.shell.nav.designerWear).toBe(banglaCategories.designerwear!.name);
  });
});
