import 'server-only';
import { env, type Env } from '@/lib/env';

export type WhatsAppSettings = {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** The Graph API's address with its version: https://graph.facebook.com/v23.0 */
  apiBase: string;
};

/** The Cloud API's settings, or null when WHATSAPP_* is not set (lib/env.ts: all or none). */
export function whatsappSettings(source: Env = env): WhatsAppSettings | null {
  const {
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
  } = source;
  if (!accessToken || !phoneNumberId || !appSecret || !verifyToken) return null;
  return {
    accessToken,
    phoneNumberId,
    appSecret,
    verifyToken,
    apiBase: `${source.WHATSAPP_API_URL.replace(/\/+$/, '')}/${source.WHATSAPP_API_VERSION}`,
  };
}

/** Whether the store offers WhatsApp at all: its opt-in boxes show only then. */
export const isWhatsAppEnabled = () => whatsappSettings() !== null;
