import Link from 'next/link';
import { CollectionLinks } from '@/components/listing/collection-links';

export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center sm:py-32">
      <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">Page not found</p>
      <h1 className="text-ink mt-4 text-4xl font-light sm:text-5xl">
        This piece is no longer on the rail
      </h1>
      <p className="text-ink-soft mt-6 text-lg leading-relaxed">
        The page you were looking for has moved or never existed. Our collections are a step away.
      </p>
      <div className="mt-6">
        <CollectionLinks />
      </div>
      <Link
        href="/"
        className="bg-ink hover:bg-primary-800 mt-12 inline-block px-8 py-3 text-xs tracking-[0.2em] text-white uppercase"
      >
        Back to the home page
      </Link>
    </div>
  );
}
