import { localeCookie, otherLocale, switchHref } from '@/lib/catalogue/navigation/language-switch';
import { linkLabelKey, navLabelKey } from '@/lib/catalogue/navigation/link-labels';
import { occasionLinks, policyLinks, topNavigation } from '@/lib/config';

describe('switchHref', () => {
  it('writes the page in the other language, Bangla under /bn and English bare', () => {
    expect(switchHref('bn', '/shop')).toBe('/bn/shop');
    expect(switchHref('bn', '/')).toBe('/bn');
    expect(switchHref('en', '/shop')).toBe('/shop');
    expect(switchHref('en', '/')).toBe('/');
  });

  it('keeps the query string as it is', () => {
    expect(switchHref('bn', '/search/lehenga', '?page=2&sort=price')).toBe(
      '/bn/search/lehenga?page=2&sort=price',
    );
    expect(switchHref('en', '/shop', 'page=3')).toBe('/shop?page=3');
    expect(switchHref('en', '/shop', '?')).toBe('/shop');
  });

  it('treats an unknown path as the home page', () => {
    expect(switchHref('bn', '')).toBe('/bn');
  });
});

describe('otherLocale and localeCookie', () => {
  it('offers the language the page is not in', () => {
    expect(otherLocale('en')).toBe('bn');
    expect(otherLocale('bn')).toBe('en');
  });

  it('remembers the choice for a year, for the whole site', () => {
    expect(localeCookie('bn')).toBe('NEXT_LOCALE=bn; path=/; max-age=31536000; samesite=lax');
    expect(localeCookie('en')).toBe('NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax');
  });
});

describe('link labels', () => {
  it('names every link of lib/config that the header, menu and footer show', () => {
    for (const link of [...occasionLinks, ...policyLinks]) {
      expect([link.href, linkLabelKey(link.href)]).toEqual([link.href, expect.any(String)]);
    }
    for (const item of topNavigation) {
      expect([item.href, navLabelKey(item.href)]).toEqual([item.href, expect.any(String)]);
    }
    expect(linkLabelKey('/track-order')).toBe('trackOrder');
    expect(linkLabelKey('/nowhere')).toBeUndefined();
  });
});
