import { localeDigitsInHtml } from '@/lib/i18n/html-digits';

describe('a fragment of HTML in the page’s digits', () => {
  const guide =
    '<table class="w-2"><tr><td colspan="2">Bust 86 cm &amp; 34&#8221;</td></tr></table>';

  it('writes the text’s figures in Bangla on a Bangla page, tags and references untouched', () => {
    expect(localeDigitsInHtml(guide, 'bn')).toBe(
      '<table class="w-2"><tr><td colspan="2">Bust ৮৬ cm &amp; ৩৪&#8221;</td></tr></table>',
    );
  });

  it('leaves an English page as it is', () => {
    expect(localeDigitsInHtml(guide, 'en')).toBe(guide);
  });
});
