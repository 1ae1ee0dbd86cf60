import { ProductCard } from '@/components/catalog/product-card';
import { PaymentBadges } from '@/components/layout/payment-badges';
import { ProductGrid } from '@/components/listing/product-grid';
import { AskAboutPiece } from '@/components/product/ask-about-piece';
import { ColourSwatches } from '@/components/product/colour-swatches';
import { emptyListingState } from '@/lib/catalogue/products/listing-state';
import type { ProductSummary, StyleColour } from '@/lib/catalogue/products/types';
import { askLinks } from '@/lib/content/contact/ask-links';
import { paymentBadges } from '@/lib/payments/payment-badges';
import { renderWithIntl } from '@/tests/helpers/intl';

jest.mock('@/components/wishlist/wishlist-button', () => ({ WishlistButton: () => null }));

const colours: StyleColour[] = [
  {
    id: 1,
    slug: 'maroon-set',
    name: 'Maroon Set',
    colour: 'Maroon',
    swatch: '#6d1a2a',
    current: true,
  },
  { id: 2, slug: 'gold-set', name: 'Gold Set', colour: 'Gold', swatch: null, current: false },
];

const card: ProductSummary = {
  id: 1,
  slug: 'maroon-set',
  name: 'Maroon Set',
  title: 'BL-1',
  image: [{ photo: '/media/products/a.webp', alt: 'Maroon Set' }],
  main_category: 'Bridal Lehenga',
  main_category_slug: 'bridal-lehenga',
  min_price: 50000,
  max_price: 50000,
  in_stock: true,
  created_at: '2026-01-01T00:00:00.000Z',
  colours,
};

/** Every <a ...>...</a> of the markup, with whether another <a opens before it closes. */
function nestedAnchors(html: string): number {
  let depth = 0;
  let nested = 0;
  for (const [tag] of html.matchAll(/<\/?a[\s>]/g)) {
    if (tag.startsWith('</')) depth -= 1;
    else if (++depth > 1) nested += 1;
  }
  return nested;
}

describe('the colour swatches’ markup', () => {
  it('links each piece of the group on the product page, the current one marked, named by colour', async () => {
    const html = await renderWithIntl(<ColourSwatches colours={colours} />);
    expect(html).toMatch(
      /<a aria-label="Maroon: Maroon Set" aria-current="page"[^>]*href="\/product\/maroon-set"/,
    );
    expect(html).toMatch(
      /<a aria-label="Gold: Gold Set" title="[^"]*" class="[^"]*" href="\/product\/gold-set"/,
    );
    expect(html).toContain('background-color:#6d1a2a');
    expect(await renderWithIntl(<ColourSwatches colours={[colours[0]!]} />)).toBe('');
  });

  it('gives the card its swatches as links beside the card’s link, never inside it', async () => {
    const html = await renderWithIntl(<ProductCard product={card} />);
    expect(html).toContain('aria-label="Colours of Maroon Set"');
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(nestedAnchors(html)).toBe(0);
    const plain = await renderWithIntl(<ProductCard product={{ ...card, colours: undefined }} />);
    expect(plain).not.toContain('Colours of');
  });
});

describe('the product grid’s markup', () => {
  it('loads the first card’s photo with the page at high priority, and only that one', async () => {
    const products = [1, 2, 3].map((id) => ({ ...card, id, slug: `piece-${id}` }));
    const html = await renderWithIntl(
      <ProductGrid
        products={products}
        label="Pieces"
        path="/category/lehenga"
        state={emptyListingState}
      />,
    );
    const photos = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      high: /fetchPriority="high"/i.test(tag),
      lazy: /loading="lazy"/.test(tag),
    }));
    expect(photos).toEqual([
      { high: true, lazy: false },
      { high: false, lazy: true },
      { high: false, lazy: true },
    ]);
  });
});

describe('Ask about this piece and the payment badges’ markup', () => {
  it('shows a link per configured channel, and nothing when none is', async () => {
    const piece = { slug: 'maroon-set', text: 'About Maroon Set' };
    const html = await renderWithIntl(
      <AskAboutPiece links={askLinks({ phone: '01711000000', whatsapp: '01711000000' }, piece)} />,
    );
    expect(html).toContain('Ask about this piece');
    expect(html).toContain('href="https://wa.me/8801711000000?text=About%20Maroon%20Set"');
    expect(html).toContain('rel="noopener" target="_blank"');
    expect(html).toContain('<span class="sr-only"> (opens a new tab)</span>');
    expect(html).toContain('href="tel:01711000000"');
    expect(html).not.toContain('m.me');
    expect(await renderWithIntl(<AskAboutPiece links={[]} />)).toBe('');
  });

  it('lists the badges under "We accept", with full names for screen readers', async () => {
    const html = await renderWithIntl(
      <PaymentBadges badges={paymentBadges({ gateway: true })} gateway />,
    );
    expect(html).toContain('We accept');
    expect(html).toContain('<span class="sr-only">American Express</span>');
    expect(html.match(/<li/g)).toHaveLength(7);
    const cod = await renderWithIntl(
      <PaymentBadges badges={paymentBadges({ gateway: false })} gateway={false} />,
    );
    expect(cod.match(/<li/g)).toHaveLength(1);
    expect(cod).not.toContain('SSLCommerz');
  });

  it('names cash on delivery and the gateway in Bangla on Bangla pages', async () => {
    const html = await renderWithIntl(
      <PaymentBadges badges={paymentBadges({ gateway: true })} gateway />,
      'bn',
    );
    expect(html).toContain('ক্যাশ অন ডেলিভারি');
    expect(html).not.toContain('Cash on delivery');
    expect(html).not.toContain('We accept');
    expect(html).toContain('bKash');
  });
});
