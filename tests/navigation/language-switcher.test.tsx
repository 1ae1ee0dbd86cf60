import { LanguageSwitcher } from '@/components/navigation/language-switcher';
import { renderWithIntl } from '@/tests/helpers/intl';

let browserPath = '/';
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => browserPath,
}));

/** The switcher's <a> as the page renders it (attributes in any order). */
function anchor(html: string) {
  const tag = html.match(/<a [^>]*>/)?.[0] ?? '';
  const attribute = (name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  return {
    href: attribute('href'),
    hrefLang: attribute('hrefLang'),
    lang: attribute('lang'),
    label: html.match(/<a [^>]*>([^<]*)<\/a>/)?.[1],
  };
}

describe('LanguageSwitcher', () => {
  it('leads an English page to the same page in Bangla, named বাংলা', async () => {
    browserPath = '/occasion/bridal';
    const link = anchor(await renderWithIntl(<LanguageSwitcher />, 'en'));
    expect(link).toEqual({
      href: '/bn/occasion/bridal',
      hrefLang: 'bn',
      lang: 'bn',
      label: 'বাংলা',
    });
  });

  it('leads a Bangla page to the English page at its own address, named English', async () => {
    browserPath = '/bn/pages/about-us';
    const link = anchor(await renderWithIntl(<LanguageSwitcher />, 'bn'));
    expect(link).toEqual({
      href: '/pages/about-us',
      hrefLang: 'en',
      lang: 'en',
      label: 'English',
    });
  });

  it('names বাংলা on English pages without the self-hosted Bengali face', async () => {
    browserPath = '/shop';
    const english = await renderWithIntl(<LanguageSwitcher />, 'en');
    expect(english).toMatch(/style="font-family:var\(--font-store\)[^"]*"/);
    expect(english).not.toContain('Noto Sans Bengali');
    browserPath = '/bn/shop';
    expect(await renderWithIntl(<LanguageSwitcher />, 'bn')).not.toContain('style=');
  });

  it('switches the home pages into each other', async () => {
    browserPath = '/bn';
    expect(anchor(await renderWithIntl(<LanguageSwitcher />, 'bn')).href).toBe('/');
    browserPath = '/';
    expect(anchor(await renderWithIntl(<LanguageSwitcher />, 'en')).href).toBe('/bn');
  });
});
