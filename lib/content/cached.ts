import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache-tags';
import { getInfoPage } from './get-info-page';

/** Information pages change rarely: cached until an edit revalidates the tag. */
export const getCachedInfoPage = unstable_cache(getInfoPage, ['info-page'], {
  tags: [cacheTags.pages],
  revalidate: 3600,
});
