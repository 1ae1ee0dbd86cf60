'use client';

import { useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import {
  type StaffShareChannel,
  staffShareChannels,
  staffShareLink,
  whatsappShareLink,
} from '@/lib/ordering/client';

/** Each channel's words: its link field's name, its copy button's name, and the copy's outcome. */
export type StaffShareChannelWords = { link: string; copyLabel: string; copied: string };

/**
 * The panel's words, in the language of the page it sits on (the staff side's, or the
 * product page's): plain text, as a server page hands them to this client component.
 */
export type StaffShareWords = {
  title: string;
  intro: string;
  channels: Record<StaffShareChannel, StaffShareChannelWords>;
  copy: string;
  copyFailed: string;
  openWhatsApp: string;
  opensNewTab: string;
};

type Props = {
  /** The piece's public address, in the language it is shared in. */
  url: string;
  /** What the WhatsApp message says before the link (the piece's name). */
  title: string;
  code: string;
  words: StaffShareWords;
};

/**
 * A staff member's share links for one piece (docs/attribution.md): one per channel, each
 * to copy, and WhatsApp's own share. Each link carries the channel and the member's code,
 * so an order that follows it counts for them on the dashboard.
 */
export function StaffShareLinks({ url, title, code, words }: Props) {
  const id = useId();
  const [outcome, setOutcome] = useState('');
  const copy = async (channel: StaffShareChannel, link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome(words.channels[channel].copied);
    } catch {
      setOutcome(words.copyFailed);
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-ink text-xs tracking-[0.2em] uppercase">
        {words.title}
      </h2>
      <p className="text-ink-soft mt-2 text-sm">{words.intro}</p>
      <ul className="mt-4 space-y-4">
        {staffShareChannels.map((channel) => {
          const link = staffShareLink(url, channel, code);
          const text = words.channels[channel];
          return (
            <li key={channel}>
              <label htmlFor={`${id}-${channel}`} className="text-ink text-sm">
                {text.link}
              </label>
              <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                <input
                  id={`${id}-${channel}`}
                  readOnly
                  value={link}
                  onFocus={(event) => event.currentTarget.select()}
                  className="text-ink-soft min-w-0 flex-1 border border-stone-300 bg-stone-50 px-3 py-2 text-sm"
                />
                <Button
                  type="button"
                  variant="secondary"
                  size="small"
                  aria-label={text.copyLabel}
                  onClick={() => copy(channel, link)}
                >
                  {words.copy}
                </Button>
                {channel === 'whatsapp' && (
                  <a
                    href={whatsappShareLink(title, link)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass({ variant: 'primary', size: 'small' })}
                  >
                    {words.openWhatsApp}
                    <span className="sr-only">{words.opensNewTab}</span>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p role="status" className="text-ink-soft mt-3 min-h-5 text-sm">
        {outcome}
      </p>
    </section>
  );
}
