import { ReviewArticle, type ShownReview } from '@/components/reviews/review-article';
import { ReviewList } from '@/components/reviews/review-list';
import type { Locale } from '@/i18n/routing';
import { renderWithIntl } from '@/tests/helpers/intl';

const review = (id: number, locale: Locale, title: string): ShownReview => ({
  id,
  rating: 5,
  fit: 'true',
  title,
  body: `${title}: the body`,
  locale,
  author: 'Ayesha',
  dateText: '6 Dec 2026',
  reply: '',
  photos: [],
});

const reviews = [review(1, 'bn', 'খুব সুন্দর'), review(2, 'en', 'Beautiful work')];

/** The markup of one review's article, found by its title. */
const articleOf = (html: string, title: string) => {
  const start = html.indexOf(`aria-label="${title}"`);
  return html.slice(start, html.indexOf('</article>', start));
};

describe('the reviews list, each review in its own language', () => {
  it.each([
    ['en', 'খুব সুন্দর', 'bn', 'Written in Bangla', 'Beautiful work'],
    ['bn', 'Beautiful work', 'en', 'ইংরেজিতে লেখা', 'খুব সুন্দর'],
  ] as const)(
    'on the %s page a review in the other language says so, and its words carry their language',
    async (page, other, otherLocale, said, same) => {
      const html = await renderWithIntl(
        <ReviewList
          reviews={reviews.map((shown) => ({
            id: shown.id,
            rating: shown.rating,
            withPhotos: false,
            article: <ReviewArticle review={shown} store="Noor" />,
          }))}
        />,
        page,
      );
      const foreign = articleOf(html, other);
      expect(foreign).toContain(said);
      expect(foreign).toMatch(new RegExp(`<h3 lang="${otherLocale}"[^>]*>${other}</h3>`));
      const own = articleOf(html, same);
      expect(own).not.toContain('data-testid="review-language"');
      expect(own).toMatch(new RegExp(`<h3 lang="${page}"[^>]*>${same}</h3>`));
    },
  );
});
