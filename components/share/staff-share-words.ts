import { staffShareChannels } from '@/lib/ordering/client';
import type { StaffShareWords } from './staff-share-links';

/** A translator of one of the two namespaces the panel's words live in (admin.share, product.staffShare). */
type Translate = (key: string, values?: Record<string, string>) => string;

/** The panel's words from its namespace: both namespaces have the same keys. */
export function staffShareWords(t: Translate): StaffShareWords {
  const channelWords = (channel: (typeof staffShareChannels)[number]) => {
    const name = t(`channel.${channel}`);
    return {
      link: t('link', { channel: name }),
      copyLabel: t('copyLabel', { channel: name }),
      copied: t('copied', { channel: name }),
    };
  };
  return {
    title: t('title'),
    intro: t('intro'),
    channels: {
      facebook: channelWords('facebook'),
      instagram: channelWords('instagram'),
      whatsapp: channelWords('whatsapp'),
    },
    copy: t('copy'),
    copyFailed: t('copyFailed'),
    openWhatsApp: t('openWhatsApp'),
    opensNewTab: t('opensNewTab'),
  };
}
