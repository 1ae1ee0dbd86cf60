import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { secretLinkMetadata } from '@/lib/i18n/secret-link-metadata';
import { RestoreBag } from '@/components/bag/restore-bag';
import { LinkRefusal } from '@/components/content/link-refusal';
import { PageHeading } from '@/components/content/page-heading';
import { RouteMessages } from '@/components/i18n/route-messages';
import { DomainError } from '@/lib/domain-error';
import { clientIpOf } from '@/lib/identity';
import { bagTokenParamsSchema, openBagLink, type BagLinkState } from '@/lib/ordering';

// A reminder's link is a secret of one shopper: nothing for search engines, nothing kept
// (the personal layout renders it per request with no-store).
export const generateMetadata = ({ params }: { params: Promise<{ locale: string }> }) =>
  secretLinkMetadata(params, 'cart.bag');

type State = BagLinkState | { kind: 'throttled' };

async function stateOf(token: string): Promise<State> {
  const parsed = bagTokenParamsSchema.safeParse({ token });
  if (!parsed.success) return { kind: 'invalid' };
  try {
    return await openBagLink(parsed.data.token, clientIpOf(await headers()));
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'throttled') return { kind: 'throttled' };
    throw error;
  }
}

/** /bag/[token]: a reminder's link puts the bag she left back in the cart. */
export default async function BagPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [t, state] = await Promise.all([getTranslations('cart.bag'), stateOf(token)]);
  if (state.kind === 'open') {
    return (
      <RouteMessages namespaces={['cart']}>
        <div className="pb-16">
          <PageHeading title={t('title')} />
          <div className="mx-auto max-w-xl px-6">
            <RestoreBag lines={state.lines} />
          </div>
        </div>
      </RouteMessages>
    );
  }
  const [title, text] =
    state.kind === 'ordered'
      ? [t('orderedTitle'), t('ordered')]
      : [t('invalidTitle'), state.kind === 'throttled' ? t('throttled') : t('invalid')];
  return (
    <LinkRefusal eyebrow={t('title')} title={title} text={text} href="/shop" action={t('shop')} />
  );
}
