import { IntlProvider, useTranslations } from '@/components/i18n/intl-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { MergedMessages } from '@/components/i18n/merged-messages';
import { pickMessages, shellNamespaces } from '@/i18n/client-messages';
import { loadMessages } from '@/i18n/messages';

function BothParts() {
  const shell = useTranslations('shell.notFound');
  const product = useTranslations('product.notFound');
  return (
    <p>
      {shell('title')} | {product('title')}
    </p>
  );
}

describe('a route’s messages added to the shell’s', () => {
  it('keeps the shell’s namespaces beside the route’s own, in the page’s language', async () => {
    const messages = await loadMessages('bn');
    const html = renderToStaticMarkup(
      <IntlProvider
        locale="bn"
        timeZone="Asia/Dhaka"
        messages={pickMessages(messages, shellNamespaces)}
      >
        <MergedMessages messages={pickMessages(messages, ['product'])}>
          <BothParts />
        </MergedMessages>
      </IntlProvider>,
    );
    expect(html).toBe(
      `<p>${messages.shell.notFound.title} | ${messages.product.notFound.title}</p>`,
    );
  });
});
