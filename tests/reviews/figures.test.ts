import { fitVerdict, summariseReviews } from '@/lib/reviews/review-summary';
import { reviewLanguage } from '@/lib/reviews/review-language';
import { authorNameOf } from '@/lib/reviews/reviewable-line';

describe('review figures', () => {
  it('averages to one decimal and counts each rating, 5 first', () => {
    const summary = summariseReviews([
      { rating: 5, fit: 'true' },
      { rating: 4, fit: 'true' },
      { rating: 4, fit: 'small' },
    ]);
    expect(summary.count).toBe(3);
    expect(summary.average).toBe(4.3);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(summary.fit).toEqual({ small: 1, true: 2, large: 0 });
  });

  it('says nothing without reviews', () => {
    expect(summariseReviews([])).toMatchObject({ count: 0, average: 0 });
    expect(fitVerdict({ small: 0, true: 0, large: 0 })).toBeNull();
  });

  it('the fit bar names the fit most said, of how many: "9 of 12 say true to size"', () => {
    expect(fitVerdict({ small: 2, true: 9, large: 1 })).toEqual({ fit: 'true', count: 9, of: 12 });
    expect(fitVerdict({ small: 5, true: 2, large: 0 })).toEqual({ fit: 'small', count: 5, of: 7 });
    // A tie with true to size says true to size.
    expect(fitVerdict({ small: 3, true: 3, large: 0 })).toEqual({ fit: 'true', count: 3, of: 6 });
  });

  it('marks a review Bangla by its letters, not the page', () => {
    expect(reviewLanguage('শাড়িটা অসাধারণ, মাপও ঠিক')).toBe('bn');
    expect(reviewLanguage('Lovely lehenga, true to size')).toBe('en');
    expect(reviewLanguage('Lehenga টা খুব সুন্দর হয়েছে')).toBe('bn');
  });

  it('shows the first name only when she asks', () => {
    expect(authorNameOf('  Ayesha   Rahman ', true)).toBe('Ayesha');
    expect(authorNameOf('  Ayesha   Rahman ', false)).toBe('Ayesha Rahman');
  });
});
