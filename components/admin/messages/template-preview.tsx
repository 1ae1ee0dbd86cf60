import { previewTemplate, smsParts } from '@/lib/content/client';
import { smsText } from '@/lib/messaging/client';
import type { Channel } from '@/lib/messaging';

type Props = { channel: Channel; subject: string; body: string; enabled: boolean };

function SmsCount({ text }: { text: string }) {
  const { units, parts, unicode, perPart } = smsParts(text);
  const alphabet = unicode
    ? `It holds Bangla letters, ৳ or other special characters, so each SMS carries ${perPart} characters.`
    : `Each SMS carries ${perPart} characters.`;
  return (
    <p className="text-ink-soft mt-4 text-sm">
      {units} characters: {parts === 1 ? 'one SMS' : `${parts} SMS`}. {alphabet}
    </p>
  );
}

/** The message as the sample order would receive it, updated as staff type. */
export function TemplatePreview({ channel, subject, body, enabled }: Props) {
  const filled = previewTemplate(body);
  const text = channel === 'sms' ? smsText(filled) : filled;
  const name = channel === 'sms' ? 'SMS' : 'e-mail';
  return (
    <section
      aria-label={`Preview of the ${name}`}
      className="border border-dashed border-stone-300 bg-stone-50/60 p-4 sm:p-5"
    >
      <p className="text-ink-muted mb-3 text-xs tracking-[0.2em] uppercase">
        Preview with a sample order
      </p>
      {!enabled && (
        <p className="mb-3 text-sm text-amber-800">Switched off: this step sends no {name}.</p>
      )}
      {channel === 'email' && (
        <p className="text-ink mb-3 text-sm font-medium break-words">{previewTemplate(subject)}</p>
      )}
      <p className="text-ink text-sm leading-6 break-words whitespace-pre-wrap">{text}</p>
      {channel === 'sms' && <SmsCount text={text} />}
    </section>
  );
}
