'use client';

import { useLocale, useTranslations } from '#intl';
import { useId, useState, type ReactNode } from 'react';
import { localeDigits } from '@/lib/i18n/digits';
import type { Locale } from '@/i18n/routing';

/** A review as the filters need it: what they test, and its article drawn on the server. */
export type FilterableReview = {
  id: number;
  rating: number;
  withPhotos: boolean;
  article: ReactNode;
};

/**
 * The published reviews with the shopper's filters (a rating, photos only), filtered here
 * in the browser: the page stays one prerendered page whatever she chooses. The articles
 * come drawn from the server, so only the filters are this island's code.
 */
export function ReviewList({ reviews }: { reviews: FilterableReview[] }) {
  const t = useTranslations('reviews.section');
  const locale = useLocale() as Locale;
  const digits = (value: number) => localeDigits(String(value), locale);
  const [rating, setRating] = useState(0);
  const [withPhotos, setWithPhotos] = useState(false);
  const ids = useId();
  const shown = reviews.filter(
    (review) => (rating === 0 || review.rating === rating) && (!withPhotos || review.withPhotos),
  );
  return (
    <div>
      <fieldset className="flex flex-wrap items-center gap-4 border-y border-stone-200 py-3">
        <legend className="sr-only">{t('filters')}</legend>
        <label htmlFor={`${ids}-rating`} className="sr-only">
          {t('filters')}
        </label>
        <select
          id={`${ids}-rating`}
          value={rating}
          onChange={(event) => setRating(Number(event.target.value))}
          className="text-ink focus-visible:outline-ink min-h-11 border border-stone-300 bg-white px-3 text-sm"
        >
          <option value={0}>{t('allRatings')}</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {t('ratingFilter', { count: stars, n: digits(stars) })}
            </option>
          ))}
        </select>
        <label className="text-ink-soft flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={withPhotos}
            onChange={(event) => setWithPhotos(event.target.checked)}
            className="accent-ink size-4"
          />
          {t('withPhotos')}
        </label>
        <p className="text-ink-muted ml-auto text-xs" aria-live="polite">
          {t('shown', { shown: shown.length, n: digits(shown.length) })}
        </p>
      </fieldset>
      {shown.length === 0 ? (
        <p className="text-ink-muted py-8 text-sm">{t('noneMatch')}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {shown.map((review) => (
            <li key={review.id} className="py-6" data-testid="product-review">
              {review.article}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
