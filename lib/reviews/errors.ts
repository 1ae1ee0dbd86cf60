import 'server-only';
import { DomainError } from '@/lib/domain-error';

/**
 * A link that is not ours, was changed, has expired, or names a line that cannot be
 * reviewed: all one answer, so that a guess learns nothing about which lines exist.
 */
export const reviewLinkInvalid = () =>
  new DomainError({
    kind: 'not_found',
    code: 'review_link_invalid',
    message: 'This review link is not valid, or has expired.',
  });

/** The line has its review: a link works once. */
export const alreadyReviewed = () =>
  new DomainError({
    kind: 'conflict',
    code: 'already_reviewed',
    message: 'This piece has been reviewed already: each link works once.',
  });

export const reviewNotFound = () =>
  new DomainError({
    kind: 'not_found',
    code: 'review_not_found',
    message: 'There is no such review.',
  });

/** Photos go with a review only when she agreed that they may be shown. */
export const photosNeedConsent = () =>
  new DomainError({
    kind: 'invalid',
    code: 'photos_need_consent',
    message: 'Tick the box to let us show your photos, or remove them.',
    fields: { photosConsent: 'Tick this to send your photos.' },
  });

export const tooManyPhotos = (max: number) =>
  new DomainError({
    kind: 'invalid',
    code: 'too_many_photos',
    message: `Send at most ${max} photos.`,
    fields: { photos: `At most ${max} photos.` },
  });
