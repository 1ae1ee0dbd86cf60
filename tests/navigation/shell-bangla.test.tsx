import { BannerCarousel } from '@/components/home/banner-carousel';
import { OccasionTiles } from '@/components/home/occasion-tiles';
import { CartLink } from '@/components/layout/cart-link';
import { WishlistLink } from '@/components/wishlist/wishlist-link';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Wordmark } from '@/components/layout/wordmark';
import { CategoryBar } from '@/components/navigation/category-bar';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import { SearchDialog } from '@/components/search/search-dialog';
import SearchModal from '@/components/search/search-modal';
import { SearchResults } from '@/components/search/search-results';
import { EmptyPanel } from '@/components/ui/empty-panel';
import { loadMessages } from '@/i18n/messages';
import { renderWithIntl } from '@/tests/helpers/intl';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => '/bn',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

// The preview's data hook, answered as if a word had been typed and nothing matched.
jest.mock('@/components/search/use-search-preview', () => ({
  useSearchPreview: () => ({
    enabled: true,
    loading: false,
    isError: false,
    data: { count: 0, results: [] },
  }),
}));

const families = [
  {
    id: 1,
    name: 'লেহেঙ্গা',
    slug: 'lehenga',
    url: '/category/lehenga',
    children: [{ id: 2, name: 'ব্রাইডাল লেহেঙ্গা', slug: 'b', url: '/category/b', children: [] }],
  },
];

/** Every English message text of the shell's namespaces, the crawl's list in small. */
async function englishTexts(): Promise<string[]> {
  const en = await loadMessages('en');
  const texts: string[] = [];
  const walk = (tree: unknown) => {
    for (const value of Object.values(tree as Record<string, unknown>)) {
      if (typeof value === 'string') texts.push(value);
      else walk(value);
    }
  };
  walk({ shell: en.shell, home: en.home, search: en.search });
  // Only whole texts without arguments can be compared with rendered markup.
  return texts.filter((text) => !text.includes('{'));
}

/** Visible text and the attributes a screen reader or a tooltip shows. */
function shownTexts(html: string): string[] {
  const attributes = [...html.matchAll(/(?:aria-label|title|placeholder|alt)="([^"]*)"/g)];
  const text = html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim());
  return [...attributes.map((match) => match[1]!), ...text].filter(Boolean);
}

describe('the shell on a Bangla page', () => {
  it('shows no English interface text', async () => {
    const nodes = [
      <CartLink key="cart" />,
      <WishlistLink key="heart" />,
      <ScrollToTop key="top" />,
      <Wordmark key="mark" />,
      <CategoryBar key="bar" families={families} />,
      <MobileMenu key="menu" families={families} />,
      <SearchDialog key="search" />,
      <SearchModal key="search-modal" openings={1} />,
      <SearchResults key="results" text="lehenga" settled="lehenga" onNavigate={() => {}} />,
      <BannerCarousel
        key="banner"
        slides={[<p key="a">এক</p>, <p key="b">দুই</p>]}
        labels={['ক', 'খ']}
      />,
      <OccasionTiles
        key="tiles"
        occasions={[{ slug: 'bridal', name: 'ব্রাইডাল', description: '', photo: null, alt: '' }]}
      />,
      <EmptyPanel
        key="empty"
        icon={null}
        title="কিছু নেই"
        message="এখনো কিছু নেই"
        action={{ href: '/shop', label: 'শপ' }}
      />,
    ];
    const english = new Set(await englishTexts());
    const html = await renderWithIntl(<>{nodes}</>, 'bn');
    // The occasions' collection links are the listing's (components/listing): left out here.
    const shown = shownTexts(html.replace(/<ul class="mt-4 flex flex-wrap[\s\S]*?<\/ul>/, ''));
    expect(shown.filter((text) => english.has(text))).toEqual([]);
    expect(html).toContain('aria-label="মেনু খুলুন"');
    expect(html).toContain('aria-label="ব্যাগ"');
    expect(html).toContain('aria-label="উইশলিস্ট"');
    expect(html).toContain('“lehenga”-এর সঙ্গে কিছু মেলেনি');
    expect(html).toContain('aria-label="২টির মধ্যে ১: ক"');
    expect(html).toContain('href="/bn/category/lehenga"');
  });

  it('keeps the English words of the English page as they were', async () => {
    const html = await renderWithIntl(
      <>
        <CartLink />
        <WishlistLink />
        <MobileMenu families={families} />
        <SearchDialog />
        <SearchModal openings={1} />
        <ScrollToTop />
      </>,
      'en',
    );
    for (const text of [
      'aria-label="Bag"',
      'aria-label="Wishlist"',
      'aria-label="Open menu"',
      'Search the collection',
      'Back to top',
    ]) {
      expect(html).toContain(text);
    }
  });
});
