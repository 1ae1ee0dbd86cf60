import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { ReviewDelayForm } from '@/components/admin/reviews/review-delay-form';
import { ReviewFilters } from '@/components/admin/reviews/review-filters';
import { ReviewModeration } from '@/components/admin/reviews/review-moderation';
import { StarRating } from '@/components/reviews/star-rating';
import { EmptyState } from '@/components/ui/empty-state';
import { Photo } from '@/components/ui/photo';
import { currentSettings } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { listStaffReviews, staffReviewFiltersSchema } from '@/lib/reviews/admin';
import { moderateReviewAction, saveReviewDelayAction } from './actions';

const wordsOf = () => getTranslations({ locale: staffLocale, namespace: 'admin.reviews' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await wordsOf())('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const statusLook = {
  pending: 'bg-primary-100 text-primary-900',
  published: 'bg-emerald-50 text-emerald-900',
  rejected: 'bg-stone-100 text-ink-soft',
} as const;

/**
 * /admin/reviews: every review, those waiting first, each with its photos and its forms
 * (publish, hide with a reason, reply); a card each, so a phone reads it as well as a desk.
 */
export default async function ReviewsPage({ searchParams }: Props) {
  await requireStaffPage(adminRoutes.reviews());
  const filters = staffReviewFiltersSchema.parse(await searchParams);
  const [t, list, settings] = await Promise.all([
    wordsOf(),
    listStaffReviews(filters),
    currentSettings('reviews'),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Panel title={t('delayForm')} className="mb-6">
        <ReviewDelayForm action={saveReviewDelayAction} days={settings.requestDelayDays} />
      </Panel>
      <ReviewFilters action={adminRoutes.reviews()} filters={filters} />
      {list.length === 0 ? (
        <EmptyState title={t('none')} hint={t('noneHint')} />
      ) : (
        <ul className="space-y-6" aria-label={t('title')}>
          {list.map((review) => (
            <li key={review.id}>
              <article
                aria-label={review.title}
                className="space-y-4 border border-stone-200 bg-white p-4 sm:p-6"
                data-testid="staff-review"
              >
                <header className="flex flex-wrap items-center justify-between gap-3">
                  <div className="flex items-center gap-3">
                    <StarRating
                      rating={review.rating}
                      label={t('ratingValue', { rating: review.rating })}
                    />
                    <span
                      className={`px-2 py-0.5 text-xs tracking-wide ${statusLook[review.status]}`}
                    >
                      {t(`statusWord.${review.status}`)}
                    </span>
                  </div>
                  <p className="text-ink-muted text-xs">
                    {t('meta', {
                      product: review.productName,
                      order: review.orderNumber,
                      author: review.author,
                      date: formatDhaka(review.createdAt, staffLocale, 'date'),
                    })}
                  </p>
                </header>
                <div lang={review.locale}>
                  <h2 className="text-ink text-lg font-light">{review.title}</h2>
                  <p className="text-ink-soft mt-2 text-sm whitespace-pre-line">{review.body}</p>
                </div>
                <p className="text-ink-muted text-xs">
                  {t(`fit.${review.fit}`)} · {t(`language.${review.locale}`)}
                </p>
                {review.photos.length > 0 && (
                  <div>
                    <ul className="flex flex-wrap gap-2">
                      {review.photos.map((photo, index) => (
                        <li key={photo.path}>
                          <Photo
                            src={photo.path}
                            alt={t('photoAlt', { position: index + 1 })}
                            width={96}
                            height={120}
                            className="h-30 w-24 object-cover"
                          />
                        </li>
                      ))}
                    </ul>
                    {!review.photosConsent && (
                      <p className="text-ink-muted mt-2 text-xs">{t('noConsent')}</p>
                    )}
                  </div>
                )}
                {review.status === 'rejected' && review.rejectReason && (
                  <p className="text-ink-soft text-sm">
                    {t('rejectedBecause', { reason: review.rejectReason })}
                  </p>
                )}
                <ReviewModeration
                  action={moderateReviewAction}
                  id={review.id}
                  status={review.status}
                  reply={review.reply}
                  title={review.title}
                />
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
