import { loadMessages } from '@/i18n/messages';

/** Every key of a message file, as dotted paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the account and fitting messages', () => {
  it.each(['account', 'fitting'] as const)(
    '%s has the same keys in Bangla as in English',
    async (namespace) => {
      const [en, bn] = await Promise.all([loadMessages('en'), loadMessages('bn')]);
      expect(keysOf(bn[namespace]).sort()).toEqual(keysOf(en[namespace]).sort());
    },
  );

  it.each(['account', 'fitting'] as const)(
    '%s has no English left in its Bangla file',
    async (namespace) => {
      const [en, bn] = await Promise.all([loadMessages('en'), loadMessages('bn')]);
      const english = new Map(
        keysOf(en[namespace]).map((key) => [key, valueAt(en[namespace], key)]),
      );
      const same = keysOf(bn[namespace]).filter(
        (key) => valueAt(bn[namespace], key) === english.get(key),
      );
      expect(same).toEqual([]);
    },
  );
});

function valueAt(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messages);
}
