import { absoluteUrl } from '@/lib/content/seo/absolute-url';
import { cardText } from '@/lib/content/seo/card';
import { shareLinks } from '@/lib/content/seo/share-links';

describe('shareLinks', () => {
  it('shares the page on Facebook, WhatsApp and Messenger', () => {
    const url = 'https://shop.example.com/product/ruby-lehenga';
    expect(shareLinks(url, 'Ruby & Gold')).toEqual([
      {
        network: 'Facebook',
        href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example.com%2Fproduct%2Fruby-lehenga',
      },
      {
        network: 'WhatsApp',
        href: 'https://wa.me/?text=Ruby%20%26%20Gold%20https%3A%2F%2Fshop.example.com%2Fproduct%2Fruby-lehenga',
      },
      {
        network: 'Messenger',
        href: 'fb-messenger://share/?link=https%3A%2F%2Fshop.example.com%2Fproduct%2Fruby-lehenga',
      },
    ]);
  });
});

describe('cardText', () => {
  it.each([
    ['৳ 52,000 – ৳ 54,000', 'BDT 52,000 – BDT 54,000'],
    ['লাল Benarasi শাড়ি', 'Benarasi'],
    ['Rosé Organza Gown 🌹', 'Rosé Organza Gown'],
  ])('%j → %j', (text, expected) => {
    expect(cardText(text)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://x.com', '/shop', 'https://x.com/shop'],
    ['https://x.com/', 'shop', 'https://x.com/shop'],
    ['https://x.com', '/search/{q}', 'https://x.com/search/{q}'],
    ['https://x.com', 'https://cdn.x.com/a.webp', 'https://cdn.x.com/a.webp'],
  ])('%s + %s', (site, path, expected) => {
    expect(absoluteUrl(site, path)).toBe(expected);
  });
});
