import 'server-only';
import { env } from '@/lib/env';

export type SocialChat = { appId: string; pageId: string };

/** The social chat widget's ids, or null when it is not configured (docs/decisions.md 10). */
export const socialChat: SocialChat | null =
  env.FACEBOOK_CHAT_APP_ID && env.FACEBOOK_CHAT_PAGE_ID
    ? { appId: env.FACEBOOK_CHAT_APP_ID, pageId: env.FACEBOOK_CHAT_PAGE_ID }
    : null;
