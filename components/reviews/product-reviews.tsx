import { getLocale, getTranslations } from 'next-intl/server';
import { photoAttributes } from '@/components/ui/photo';
import { store } from '@/lib/config';
import { formatDhaka } from '@/lib/i18n/dates';
import type { Locale } from '@/i18n/routing';
import type { ProductReviews } from '@/lib/reviews';
import { ReviewArticle, type ShownReview } from './review-article';
import { ReviewListOnIntent } from './review-list-on-intent';
import { ReviewSummaryPanel } from './review-summary';

const thumb = { width: 80, height: 100 };
const stripPhoto = { width: 160, height: 200 };

/**
 * The reviews of a product page, drawn on the server from the cached reader: the figures,
 * a strip of the customers' photos to scroll through, and the list with its filters.
 */
export async function ProductReviewsSection({ data }: { data: ProductReviews }) {
  const [t, locale] = await Promise.all([getTranslations('reviews.section'), getLocale()]);
  const { summary, reviews } = data;
  const shown: ShownReview[] = reviews.map((review) => ({
    ...review,
    dateText: formatDhaka(review.date, locale as Locale, 'date'),
    photos: review.photos.map((photo) => {
      const { src, srcSet } = photoAttributes({ src: photo.path, alt: '', ...thumb });
      return { src, srcSet, ...thumb };
    }),
  }));
  const strip = reviews.flatMap((review) =>
    review.photos.map((photo) => ({ ...photo, author: review.author })),
  );
  return (
    <section
      aria-labelledby="product-reviews-title"
      className="mt-12 border-t border-stone-200 pt-10 lg:mt-16"
      id="reviews"
    >
      <h2 id="product-reviews-title" className="text-ink text-2xl font-light">
        {t('title')}
      </h2>
      {summary.count === 0 ? (
        <p className="text-ink-muted mt-4 text-sm">{t('none')}</p>
      ) : (
        <div className="mt-6 space-y-8">
          <ReviewSummaryPanel summary={summary} />
          {strip.length > 0 && (
            <div>
              <h3 className="text-ink text-xs tracking-[0.2em] uppercase">{t('photosTitle')}</h3>
              <ul
                className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2"
                aria-label={t('photosTitle')}
                tabIndex={0}
              >
                {strip.map((photo) => (
                  <li key={photo.path} className="shrink-0 snap-start">
                    <a href={photo.path} className="focus-visible:outline-ink block">
                      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the attributes */}
                      <img
                        {...photoAttributes({
                          src: photo.path,
                          alt: t('photoAlt', { author: photo.author }),
                          ...stripPhoto,
                        })}
                        className="h-50 w-40 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ReviewListOnIntent
            reviews={shown.map((review) => ({
              id: review.id,
              rating: review.rating,
              withPhotos: review.photos.length > 0,
              article: <ReviewArticle review={review} store={store.name} />,
            }))}
          />
        </div>
      )}
    </section>
  );
}
