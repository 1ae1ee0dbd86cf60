import { getLocale, getTranslations } from 'next-intl/server';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { socialIcons } from '@/components/ui/social-icons';
import { blogUrl, occasionLinks, policyLinks } from '@/lib/config';
import { localeDigits } from '@/lib/i18n/digits';
import { linkLabelKey, wishlistPath } from '@/lib/catalogue';
import { paymentBadges, sslcommerzConfig } from '@/lib/payments';
import {
  getSettings,
  getShowroom,
  oneLineAddress,
  telHref,
  chatLinks,
  socialNetworks,
} from '@/lib/content';
import { currentYear } from './current-year';
import { MessageUs } from './message-us';
import { PaymentBadges } from './payment-badges';
import { ScrollToTop } from './scroll-to-top';

const headingClass = 'mb-5 text-xs font-medium tracking-[0.25em] text-ink uppercase';
const linkClass = 'text-sm text-ink-soft transition-colors hover:text-primary-700';

type FooterNavProps = { id: string; title: string; links: { label: string; href: string }[] };

function FooterNav({ id, title, links }: FooterNavProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <LocalisedLink href={link.href} className={linkClass}>
              {link.label}
            </LocalisedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function SiteFooter() {
  const locale = await getLocale();
  const [contacts, showroom, social, t, common, year] = await Promise.all([
    getSettings('contacts'),
    getShowroom(locale),
    getSettings('social'),
    getTranslations('shell'),
    getTranslations('common'),
    currentYear(locale),
  ]);
  // lib/config keeps the links; each is named in the page's language by its address.
  const named = (links: readonly { label: string; href: string }[]) =>
    links.map((link) => {
      const key = linkLabelKey(link.href);
      return { href: link.href, label: key ? t(`links.${key}`) : link.label };
    });
  const gateway = sslcommerzConfig() !== null;
  const networks = socialNetworks.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href }] : [];
  });
  // Below every page's fold: the browser lays it out (and shapes its Bangla) when it nears the
  // viewport, not while the page first paints. Nothing follows it, so nothing moves.
  return (
    <footer className="bg-ivory mt-24 border-t border-stone-200 [contain-intrinsic-size:auto_900px] [content-visibility:auto]">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 sm:grid-cols-2 lg:grid-cols-4 lg:px-10">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClass}>
            {common('storeName')}
          </h2>
          <p className="text-ink-soft text-sm leading-7">{t('footer.about')}</p>
        </section>

        <FooterNav
          id="footer-policies"
          title={t('footer.customerCare')}
          links={[
            ...named([{ label: 'Track your order', href: '/track-order' }, ...policyLinks]),
            { label: t('links.journal'), href: blogUrl },
          ]}
        />
        <FooterNav
          id="footer-shop"
          title={t('footer.shop')}
          links={named([
            ...occasionLinks,
            { label: 'Wishlist', href: wishlistPath },
            { label: 'Find us', href: '/Store-locator' },
          ])}
        />

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {t('footer.visitAndContact')}
          </h2>
          <address className="text-ink-soft space-y-3 text-sm leading-6 not-italic">
            <p>{oneLineAddress(showroom)}</p>
            <p>
              <a className={linkClass} href={telHref(contacts.phone)}>
                {localeDigits(contacts.phone, locale)}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`mailto:${contacts.email}`}>
                {contacts.email}
              </a>
            </p>
          </address>
          <ul className="mt-6 flex gap-4" aria-label={t('footer.followUs')}>
            {networks.map(({ network, href }) => {
              const Icon = socialIcons[network]!;
              return (
                <li key={network}>
                  <a
                    href={href}
                    rel="noopener"
                    aria-label={network}
                    className="text-ink-soft hover:border-primary hover:text-primary-700 flex h-9 w-9 items-center justify-center rounded-full border border-stone-300 transition-colors"
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
          <MessageUs links={chatLinks(contacts, { text: t('footer.greeting') })} />
        </section>
      </div>

      <div className="border-t border-stone-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-6 py-8 sm:flex-row sm:justify-between lg:px-10">
          <PaymentBadges badges={paymentBadges({ gateway })} gateway={gateway} />
          <p className="text-ink-muted text-xs tracking-wide">
            {t('footer.rights', { year, store: common('storeName') })}
          </p>
          <ScrollToTop />
        </div>
      </div>
    </footer>
  );
}
