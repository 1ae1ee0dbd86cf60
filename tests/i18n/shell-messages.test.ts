import { loadMessages } from '@/i18n/messages';

/** Every message of a namespace as `path → text`. */
function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

// Messages made only of arguments and punctuation read the same in both languages.
const argumentsOnly = /^[\s{}a-zA-Z:,.]*$/;
const namespaces = ['shell', 'home', 'search', 'metadata'] as const;

describe('the shell, home and search messages', () => {
  it.each(namespaces)('%s has the same keys in Bangla as in English', async (namespace) => {
    const [en, bn] = await Promise.all([loadMessages('en'), loadMessages('bn')]);
    expect([...flatten(bn[namespace]).keys()].sort()).toEqual(
      [...flatten(en[namespace]).keys()].sort(),
    );
  });

  it.each(namespaces)('%s leaves no English text in Bangla', async (namespace) => {
    const [en, bn] = await Promise.all([loadMessages('en'), loadMessages('bn')]);
    const english = flatten(en[namespace]);
    const same = [...flatten(bn[namespace])].filter(
      ([key, text]) =>
        english.get(key) === text && !argumentsOnly.test(text.replace(/\{[^}]*\}/g, '')),
    );
    expect(same).toEqual([]);
  });

  it('names the other language in its own words on the switcher', async () => {
    const [en, bn] = await Promise.all([loadMessages('en'), loadMessages('bn')]);
    expect(en.common.language.switchTo).toBe('বাংলা');
    expect(bn.common.language.switchTo).toBe('English');
  });
});
