import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, useLocale, useTranslations } from '@/components/i18n/intl-client';

const messages = {
  bag: {
    count: '{count, plural, =0 {Your bag is empty} one {# piece} other {# pieces}}',
    size: 'Size {size, select, free {free size} other {{size}}}',
    terms: 'I accept the <link>returns policy</link> and <b>the fit</b>.',
    plain: 'Add to bag',
  },
};

function Words({ count }: { count: number }) {
  const t = useTranslations('bag' as never) as unknown as {
    (key: string, values?: Record<string, unknown>): string;
    rich: (key: string, values: Record<string, unknown>) => React.ReactNode;
    has: (key: string) => boolean;
  };
  return (
    <p data-locale={useLocale()}>
      {t('count', { count })}|{t('size', { size: 'M' })}|{t('plain')}|
      {t.rich('terms', {
        link: (chunks: React.ReactNode) => <em>{chunks}</em>,
        b: (chunks: React.ReactNode) => <b>{chunks}</b>,
      })}
      |{String(t.has('plain'))}/{String(t.has('absent'))}
    </p>
  );
}

const render = (locale: string, count: number) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages} timeZone="Asia/Dhaka">
      <Words count={count} />
    </IntlProvider>,
  );

describe("the browser's words (components/i18n/intl-client.tsx)", () => {
  it('formats plurals, selects, plain text and tags as next-intl does', () => {
    expect(render('en', 2)).toBe(
      '<p data-locale="en">2 pieces|Size M|Add to bag|I accept the <em>returns policy</em> and <b>the fit</b>.|true/false</p>',
    );
    expect(render('en', 0)).toContain('Your bag is empty|');
    expect(render('en', 1)).toContain('1 piece|');
  });

  it('writes numbers in the language of the page', () => {
    expect(render('bn', 3)).toContain('৩ pieces|');
  });

  it('names a missing message by its path rather than failing the page', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Missing() {
      const t = useTranslations('bag' as never) as unknown as (key: string) => string;
      return <p>{t('absent')}</p>;
    }
    const html = renderToStaticMarkup(
      <IntlProvider locale="en" messages={messages} timeZone="Asia/Dhaka">
        <Missing />
      </IntlProvider>,
    );
    expect(html).toBe('<p>bag.absent</p>');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('bag.absent'));
    error.mockRestore();
  });

  it('refuses to render outside its provider, so a missing provider shows in tests', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToStaticMarkup(<Words count={1} />)).toThrow(/outside an <IntlProvider>/);
    error.mockRestore();
  });
});
