import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { secretLinkMetadata } from '@/lib/i18n/secret-link-metadata';
import { LinkRefusal } from '@/components/content/link-refusal';
import { PageHeading } from '@/components/content/page-heading';
import { RouteMessages } from '@/components/i18n/route-messages';
import { ReviewPageBody } from '@/components/reviews/review-page-body';
import type { Locale } from '@/i18n/routing';
import { DomainError } from '@/lib/domain-error';
import { clientIpOf } from '@/lib/identity';
import { openReviewLink, reviewTokenParamsSchema, type ReviewLinkState } from '@/lib/reviews';

// A review link is a secret of one shopper: nothing for search engines, nothing kept
// (the personal layout renders it per request with no-store).
export const generateMetadata = ({ params }: { params: Promise<{ locale: string }> }) =>
  secretLinkMetadata(params, 'reviews.page');

type State = ReviewLinkState | { kind: 'throttled' };

async function stateOf(token: string, locale: Locale): Promise<State> {
  const parsed = reviewTokenParamsSchema.safeParse({ token });
  if (!parsed.success) return { kind: 'invalid' };
  try {
    return await openReviewLink(parsed.data.token, locale, clientIpOf(await headers()));
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'throttled') return { kind: 'throttled' };
    throw error;
  }
}

/** /review/[token]: the review form of the order line the SMS's link names, once. */
export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const locale = (await getLocale()) as Locale;
  const [t, state] = await Promise.all([getTranslations('reviews.page'), stateOf(token, locale)]);
  if (state.kind !== 'open') {
    const [title, text] =
      state.kind === 'reviewed'
        ? [t('reviewedTitle'), t('reviewed')]
        : state.kind === 'throttled'
          ? [t('invalidTitle'), t('throttled')]
          : [t('invalidTitle'), t('invalid')];
    return (
      <LinkRefusal eyebrow={t('title')} title={title} text={text} href="/shop" action={t('shop')} />
    );
  }
  return (
    <RouteMessages namespaces={['reviews']}>
      <div className="pb-16">
        <PageHeading
          eyebrow={t('title')}
          title={state.productName}
          intro={t('intro', { name: state.firstName, product: state.productName })}
        />
        <div className="mx-auto max-w-xl space-y-8 px-6">
          <p className="text-ink-muted text-xs tracking-[0.15em] uppercase">
            {t('bought', { size: state.size, colour: state.colour })}
          </p>
          <ReviewPageBody token={token} productPath={`/product/${state.productSlug}`} />
        </div>
      </div>
    </RouteMessages>
  );
}
