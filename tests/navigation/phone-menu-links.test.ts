import { phoneMenuLinks } from '@/lib/navigation/phone-menu-links';

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
