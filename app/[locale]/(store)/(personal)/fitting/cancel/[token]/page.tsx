import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { secretLinkMetadata } from '@/lib/i18n/secret-link-metadata';
import { PageHeading } from '@/components/content/page-heading';
import { readBookingByToken, whenLabel, cancelTokenSchema } from '@/lib/fittings';
import { cancelFittingAction } from './actions';
import { Button, ButtonLink } from '@/components/ui/button';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string }> }) =>
  secretLinkMetadata(params, 'fitting.cancel');

/** /fitting/cancel/[token]: the booking the SMS's link names, and a button to cancel it. */
export default async function CancelFittingPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const token = cancelTokenSchema.safeParse((await params).token);
  const booking = token.success ? await readBookingByToken(token.data) : null;
  if (!token.success || !booking) notFound();
  const open = booking.status === 'booked';
  const [t, words, locale] = await Promise.all([
    getTranslations('fitting'),
    getTranslations('vocabulary'),
    getLocale(),
  ]);
  return (
    <div className="pb-16">
      <PageHeading
        eyebrow={t('page.eyebrow')}
        title={open ? t('cancel.title') : t('cancel.cancelled')}
      />
      <div className="mx-auto max-w-xl space-y-8 px-6">
        <dl className="text-ink-soft grid gap-x-8 gap-y-3 sm:grid-cols-[8rem_1fr]">
          <dt className="text-ink text-xs tracking-[0.2em] uppercase">{t('booked.when')}</dt>
          <dd>{whenLabel(new Date(booking.start), locale)}</dd>
          <dt className="text-ink text-xs tracking-[0.2em] uppercase">{t('booked.where')}</dt>
          <dd>
            {booking.showroom.name}
            <br />
            {booking.showroom.address}
          </dd>
          <dt className="text-ink text-xs tracking-[0.2em] uppercase">{t('booked.name')}</dt>
          <dd>{booking.name}</dd>
          <dt className="text-ink text-xs tracking-[0.2em] uppercase">{t('booked.status')}</dt>
          <dd>{words(`fittingStatus.${booking.status}`)}</dd>
        </dl>
        {open ? (
          <form action={cancelFittingAction}>
            <input type="hidden" name="token" value={token.data} />
            <input type="hidden" name="locale" value={locale} />
            <p className="text-ink-soft mb-6 text-sm leading-7">{t('cancel.ask')}</p>
            <Button variant="primary" type="submit">
              {t('cancel.button')}
            </Button>
          </form>
        ) : (
          <p className="text-ink-soft text-sm leading-7">
            <ButtonLink href="/fitting" variant="quiet">
              {t('cancel.again')}
            </ButtonLink>
          </p>
        )}
      </div>
    </div>
  );
}
