'use client';

import { useTranslations } from '#intl';
import { useShopperSession } from '@/components/account/session-client';
import { useSignOut } from '@/components/account/use-sign-out';
import { profileLink, signedOutLinks, type AuthLink } from './auth-links';
import { HeaderLinks, type HeaderItem } from './header-links';

type AccountLinksProps = { className?: string; itemClassName: string; onNavigate?: () => void };

/**
 * SIGN IN / CREATE ACCOUNT or SIGN OUT / MY PROFILE, from the session. Until the session
 * is known, an invisible stand-in of the same size: no wrong links flash, nothing moves.
 */
export function AccountLinks({ className, itemClassName, onNavigate }: AccountLinksProps) {
  const t = useTranslations('shell.account');
  const { status } = useShopperSession();
  const signOut = useSignOut();
  const named = (link: AuthLink): HeaderItem => ({ label: t(link.labelKey), href: link.href });
  const signedIn: HeaderItem[] = [
    {
      label: t('signOut'),
      onSelect: () => {
        onNavigate?.();
        void signOut();
      },
    },
    named(profileLink),
  ];
  return (
    <HeaderLinks
      items={status === 'authenticated' ? signedIn : signedOutLinks.map(named)}
      placeholder={status === 'loading'}
      className={className}
      itemClassName={itemClassName}
      onNavigate={onNavigate}
    />
  );
}
