'use client';

import { useLocalisedRouter } from '@/components/navigation/localised-navigation';
import { splitLocale } from '@/lib/i18n/locale-path';

/**
 * Leaves a sign-in form for `callbackUrl` (already checked to be a path of this site): a
 * path that names its language (/bn/…) keeps it; any other stays in the page's language.
 */
export function useGoTo(callbackUrl: string) {
  const router = useLocalisedRouter();
  return () => {
    const { locale, path } = splitLocale(callbackUrl);
    if (path !== callbackUrl) router.replace(path, { locale });
    else router.replace(callbackUrl);
    router.refresh();
  };
}
