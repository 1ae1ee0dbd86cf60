export type Channel = 'sms' | 'email';

export type Message = { channel: Channel; to: string; subject?: string; text: string };

/** Delivers one message; throws when the gateway refuses it. */
export type Transport = (message: Message) => Promise<void>;
