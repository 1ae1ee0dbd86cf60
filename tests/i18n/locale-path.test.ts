import { isLocalisedPath, localisedPath, splitLocale } from '@/lib/i18n/locale-path';
import { asciiDigits, localeDigits } from '@/lib/i18n/digits';
import { formatBDT } from '@/lib/format/money';
import { localeAlternates } from '@/lib/i18n/alternates';

describe('addresses in two languages', () => {
  it.each([
    ['/', 'en', '/'],
    ['/shop', 'en', '/shop'],
    ['/bn', 'bn', '/'],
    ['/bn/product/red', 'bn', '/product/red'],
    ['/bnx/shop', 'en', '/bnx/shop'],
  ])('reads %s as %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('writes a path in each language', () => {
    expect(localisedPath('en', '/shop')).toBe('/shop');
    expect(localisedPath('bn', '/shop')).toBe('/bn/shop');
    expect(localisedPath('bn', '/')).toBe('/bn');
  });

  it.each([
    '/api/v1/x',
    '/media/a.webp',
    '/sitemap.xml',
    '/sitemap/products-1.xml',
    '/robots.txt',
    '/dev/outbox',
    '/fonts/a.woff2',
  ])('gives %s no language', (pathname) => expect(isLocalisedPath(pathname)).toBe(false));

  it.each(['/', '/bn', '/shop', '/developer-notes', '/apis'])(
    'gives the page %s a language',
    (pathname) => expect(isLocalisedPath(pathname)).toBe(true),
  );

  it('names each language as the other’s alternate, English as the default', () => {
    expect(localeAlternates('bn', '/shop')).toEqual({
      canonical: '/bn/shop',
      languages: { en: '/shop', bn: '/bn/shop', 'x-default': '/shop' },
    });
    expect(localeAlternates('en', '/').canonical).toBe('/');
  });
});

describe('digits', () => {
  it('writes Bangla digits on Bangla pages only', () => {
    expect(localeDigits('1,39,700', 'bn')).toBe('১,৩৯,৭০০');
    expect(localeDigits('1,39,700', 'en')).toBe('1,39,700');
  });

  it('reads Bangla and other decimal digits typed into a form', () => {
    expect(asciiDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(asciiDigits('+৮৮০ 1712-345678')).toBe('+880 1712-345678');
    expect(asciiDigits('٣')).toBe('3');
    expect(asciiDigits('abc')).toBe('abc');
  });

  it('prints taka with lakh grouping in either language', () => {
    expect(formatBDT(139700, 'bn')).toBe('৳ ১,৩৯,৭০০');
    expect(formatBDT(139700)).toBe('৳ 1,39,700');
    expect(formatBDT(1250.5, 'bn')).toBe('৳ ১,২৫০.৫০');
  });
});
