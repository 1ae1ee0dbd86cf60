import { LocalisedLink } from '@/components/navigation/localised-link';

/** The way to the other account page, under a form: "New here? Create an account". */
export function OtherWay({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <p className="text-ink-soft mt-12 border-t border-stone-200 pt-8 text-center">
      {text}{' '}
      <LocalisedLink
        href={href}
        className="text-ink decoration-primary hover:text-primary-800 underline underline-offset-4"
      >
        {link}
      </LocalisedLink>
    </p>
  );
}
