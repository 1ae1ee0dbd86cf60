import { useTranslations } from 'next-intl';
import { Panel } from '@/components/admin/panel';
import type { DeskMessage } from '@/lib/ordering/admin';
import { counted } from '../customers/customer-words';
import { formatDhakaTime } from './desk-time';

/** Where a message stands: its outbox status, or, for a WhatsApp one its SMS replaced, that. */
function statusWords(
  t: ReturnType<typeof useTranslations<'admin.orders.messages'>>,
  message: DeskMessage,
  replaced: boolean,
) {
  if (message.replacesId !== null) return t('insteadOf');
  return replaced ? t('fellBack') : t(`status.${message.status}`);
}

function Message({ message, replaced }: { message: DeskMessage; replaced: boolean }) {
  const t = useTranslations('admin.orders.messages');
  const words = useTranslations('vocabulary');
  return (
    <li className="py-3 text-sm">
      <p className="text-ink">
        {t.rich('sentTo', {
          channel: message.channel,
          recipient: message.recipient,
          number: (chunks) => <span className="tabular-nums">{chunks}</span>,
        })}
      </p>
      <p className="text-ink-muted mt-0.5 text-xs">
        {statusWords(t, message, replaced)}
        {message.attempts > 1 && t('afterTries', counted(message.attempts))} ·{' '}
        {formatDhakaTime(message.sentAt ?? message.createdAt)}
      </p>
      {message.deliveryStatus && (
        <p className="text-ink mt-0.5 text-xs">
          {t('delivery', { state: words(`whatsappDelivery.${message.deliveryStatus}`) })}
          {message.deliveryStatusAt && ` · ${formatDhakaTime(message.deliveryStatusAt)}`}
        </p>
      )}
      {message.error && <p className="mt-1 text-xs text-red-800">{message.error}</p>}
      <details className="mt-2">
        <summary className="text-ink-soft cursor-pointer text-xs underline underline-offset-4">
          {message.subject || t('whatItSaid')}
        </summary>
        <p className="text-ink-soft mt-2 bg-stone-50 p-3 text-xs leading-5 whitespace-pre-line">
          {message.body}
        </p>
      </details>
    </li>
  );
}

/**
 * The SMS, e-mails and WhatsApp messages sent about the order, oldest first: a WhatsApp
 * message with how far it got, and the SMS sent when it failed.
 */
export function MessagesPanel({ messages }: { messages: DeskMessage[] }) {
  const t = useTranslations('admin.orders.messages');
  const replaced = new Set(messages.map((message) => message.replacesId));
  return (
    <Panel title={t('title')}>
      {messages.length === 0 ? (
        <p className="text-ink-soft text-sm">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {messages.map((message) => (
            <Message key={message.id} message={message} replaced={replaced.has(message.id)} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
