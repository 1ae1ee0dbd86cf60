import { Panel } from '@/components/admin/panel';
import type { DeskMessage } from '@/lib/ordering/admin';
import { formatDhakaTime } from './desk-labels';

const statusWords: Record<DeskMessage['status'], string> = {
  stored: 'Kept in the outbox (no gateway)',
  queued: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Failed, will be retried',
};

function Message({ message }: { message: DeskMessage }) {
  return (
    <li className="py-3 text-sm">
      <p className="text-ink">
        {message.channel === 'sms' ? 'SMS' : 'E-mail'} to{' '}
        <span className="tabular-nums">{message.recipient}</span>
      </p>
      <p className="text-ink-muted mt-0.5 text-xs">
        {statusWords[message.status]}
        {message.attempts > 1 && ` after ${message.attempts} tries`} ·{' '}
        {formatDhakaTime(message.sentAt ?? message.createdAt)}
      </p>
      {message.error && <p className="mt-1 text-xs text-red-800">{message.error}</p>}
      <details className="mt-2">
        <summary className="text-ink-soft cursor-pointer text-xs underline underline-offset-4">
          {message.subject || 'What it said'}
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
  return (
    <Panel title="Messages">
      {messages.length === 0 ? (
        <p className="text-ink-soft text-sm">No message has been sent about this order.</p>
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
