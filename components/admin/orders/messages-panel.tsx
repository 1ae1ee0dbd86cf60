import { useTranslations } from 'next-intl';
import { Panel } from '@/components/admin/panel';
import type { DeskMessage } from '@/lib/ordering/admin';
import { counted } from '../customers/customer-words';
import { formatDhakaTime } from './desk-time';

function Message({ message }: { message: DeskMessage }) {
  const t = useTranslations('admin.orders.messages');
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
        {t(`status.${message.status}`)}
        {message.attempts > 1 && t('afterTries', counted(message.attempts))} ·{' '}
        {formatDhakaTime(message.sentAt ?? message.createdAt)}
      </p>
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

/** The SMS and e-mails sent about the order, oldest first. */
export function MessagesPanel({ messages }: { messages: DeskMessage[] }) {
  const t = useTranslations('admin.orders.messages');
  return (
    <Panel title={t('title')}>
      {messages.length === 0 ? (
        <p className="text-ink-soft text-sm">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
