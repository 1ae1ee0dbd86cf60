'use client';

import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { localeDigits } from '@/lib/i18n/digits';
import type { Locale } from '@/i18n/routing';
import type { ReviewFit } from '@/lib/reviews/client';
import { StarRating } from './star-rating';

/** A published review as the list needs it, its date already written on the server. */
export type ShownReview = {
  id: number;
  rating: number;
  fit: ReviewFit;
  title: string;
  body: string;
  locale: Locale;
  author: string;
  dateText: string;
  reply: string;
  photos: { src: string; srcSet?: string; width: number; height: number }[];
};

/**
 * The published reviews with the shopper's filters (a rating, photos only), filtered here
 * in the browser: the page stays one prerendered page whatever she chooses. Each review's
 * words carry their own language (and say it where it is not the page's); its text is text,
 * never HTML.
 */
export function ReviewList({ reviews, store }: { reviews: ShownReview[]; store: string }) {
  const t = useTranslations('reviews.section');
  const locale = useLocale() as Locale;
  const digits = (value: number) => localeDigits(String(value), locale);
  const [rating, setRating] = useState(0);
  const [withPhotos, setWithPhotos] = useState(false);
  const ids = useId();
  const shown = reviews.filter(
    (review) =>
      (rating === 0 || review.rating === rating) && (!withPhotos || review.photos.length > 0),
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
              <article aria-label={review.title}>
                <div className="flex flex-wrap items-center gap-3">
                  <StarRating
                    rating={review.rating}
                    label={t('ratingLabel', { rating: digits(review.rating) })}
                  />
                  <span className="text-primary-800 text-[11px] tracking-[0.15em] uppercase">
                    {t('verified')}
                  </span>
                  {review.locale !== locale && (
                    <span className="text-ink-muted text-xs" data-testid="review-language">
                      {t(`writtenIn.${review.locale}`)}
                    </span>
                  )}
                </div>
                <h3 lang={review.locale} className="text-ink mt-2 text-base">
                  {review.title}
                </h3>
                <p
                  lang={review.locale}
                  className="text-ink-soft mt-2 text-sm leading-relaxed whitespace-pre-line"
                >
                  {review.body}
                </p>
                <p className="text-ink-muted mt-2 text-xs">
                  {t('by', { author: review.author, date: review.dateText })} ·{' '}
                  {t(`fit.${review.fit}`)}
                </p>
                {review.photos.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {review.photos.map((photo) => (
                      <li key={photo.src}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- sources made on the server */}
                        <img
                          src={photo.src}
                          srcSet={photo.srcSet}
                          alt={t('photoAlt', { author: review.author })}
                          width={80}
                          height={100}
                          loading="lazy"
                          className="h-25 w-20 object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {review.reply && (
                  <div className="bg-ivory border-primary-400 mt-4 border-l-2 px-4 py-3">
                    <p className="text-ink text-xs tracking-[0.15em] uppercase">
                      {t('reply', { store })}
                    </p>
                    <p className="text-ink-soft mt-1 text-sm whitespace-pre-line">{review.reply}</p>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
