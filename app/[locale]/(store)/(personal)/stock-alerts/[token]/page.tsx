import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { secretLinkMetadata } from '@/lib/i18n/secret-link-metadata';
import { PageHeading } from '@/components/content/page-heading';
import { Button, ButtonLink } from '@/components/ui/button';
import { isLocale } from '@/i18n/routing';
import { readStockAlert } from '@/lib/catalogue';
import { stopTokenSchema } from '@/lib/catalogue/client';
import { stopStockAlertAction } from './actions';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string }> }) =>
  secretLinkMetadata(params, 'product.stockAlert');

/** /stock-alerts/[token]: the piece a back-in-stock message is about, and a button to stop it. */
export default async function StockAlertPage({ params }: { params: Promise<{ token: string }> }) {
  const token = stopTokenSchema.safeParse((await params).token);
  const locale = await getLocale();
  const alert = token.success && isLocale(locale) ? await readStockAlert(token.data, locale) : null;
  if (!token.success || !alert) notFound();
  const t = await getTranslations('product.stockAlert');
  const choice = [alert.colour, alert.size].filter(Boolean).join(', ');
  return (
    <div className="pb-16">
      <PageHeading eyebrow={t('eyebrow')} title={t(`state.${alert.state}`)} />
      <div className="mx-auto max-w-xl space-y-8 px-6">
        <p className="text-ink-soft leading-7">{t('about', { piece: alert.piece, choice })}</p>
        {alert.state === 'waiting' ? (
          <form action={stopStockAlertAction}>
            <input type="hidden" name="token" value={token.data} />
            <input type="hidden" name="locale" value={locale} />
            <p className="text-ink-soft mb-6 text-sm leading-7">{t('ask')}</p>
            <Button variant="primary" type="submit">
              {t('stop')}
            </Button>
          </form>
        ) : (
          <ButtonLink href={`/product/${alert.slug}`} variant="quiet">
            {t('see')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
