import { useLocale, useTranslations } from '#intl';
import { localeDigits } from '@/lib/i18n/digits';
import type { Locale } from '@/i18n/routing';
import type { PublishedReview } from '@/lib/reviews';
import { StarRating } from './star-rating';

/** A published review as its article needs it, its date already written on the server. */
export type ShownReview = Omit<PublishedReview, 'date' | 'photos'> & {
  dateText: string;
  photos: { src: string; srcSet?: string; width: number; height: number }[];
};

/**
 * One published review, drawn on the server. Its words carry their own language (and say
 * it where it is not the page's); its text is text, never HTML.
 */
export function ReviewArticle({ review, store }: { review: ShownReview; store: string }) {
  const t = useTranslations('reviews.section');
  const locale = useLocale() as Locale;
  return (
    <article aria-label={review.title}>
      <div className="flex flex-wrap items-center gap-3">
        <StarRating
          rating={review.rating}
          label={t('ratingLabel', { rating: localeDigits(String(review.rating), locale) })}
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
        {t('by', { author: review.author, date: review.dateText })} · {t(`fit.${review.fit}`)}
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
          <p className="text-ink text-xs tracking-[0.15em] uppercase">{t('reply', { store })}</p>
          <p className="text-ink-soft mt-1 text-sm whitespace-pre-line">{review.reply}</p>
        </div>
      )}
    </article>
  );
}
