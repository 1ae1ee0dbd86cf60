import type { Locale } from './routing';
import type { Messages } from './namespaces';

// Keys and arguments of every t() call are checked against the English messages.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
