import { useTranslations } from '#intl';
import { previewTemplate, smsParts } from '@/lib/content/client';
import { smsText } from '@/lib/messaging/client';
import type { Channel } from '@/lib/messaging';
import { counted } from '../customers/customer-words';

type Props = { channel: Channel; subject: string; body: string; enabled: boolean };

function SmsCount({ text }: { text: string }) {
  const t = useTranslations('admin.messages.preview');
  const { units, parts, unicode, perPart } = smsParts(text);
  const alphabet = t(unicode ? 'unicode' : 'plain', { perPart: String(perPart) });
  return (
    <p className="text-ink-soft mt-4 text-sm">
      {t('count', { units: String(units), ...counted(parts), alphabet })}
    </p>
  );
}

/** The message as the sample order would receive it, updated as staff type. */
export function TemplatePreview({ channel, subject, body, enabled }: Props) {
  const filled = previewTemplate(body);
  const t = useTranslations('admin.messages.preview');
  const text = channel === 'sms' ? smsText(filled) : filled;
  return (
    <section
      aria-label={t('label', { channel })}
      className="border border-dashed border-stone-300 bg-stone-50/60 p-4 sm:p-5"
    >
      <p className="text-ink-muted mb-3 text-xs tracking-[0.2em] uppercase">{t('title')}</p>
      {!enabled && <p className="mb-3 text-sm text-amber-800">{t('off', { channel })}</p>}
      {channel === 'email' && (
        <p className="text-ink mb-3 text-sm font-medium break-words">{previewTemplate(subject)}</p>
      )}
      <p className="text-ink text-sm leading-6 break-words whitespace-pre-wrap">{text}</p>
      {channel === 'sms' && <SmsCount text={text} />}
    </section>
  );
}
