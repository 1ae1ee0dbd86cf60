import { store } from '@/lib/config';

export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-5xl flex-col items-center justify-center gap-8 px-6 py-24 text-center">
      <p className="text-primary-700 text-sm tracking-[0.3em] uppercase">{store.tagline}</p>
      <h1 className="text-5xl font-light tracking-wide sm:text-7xl">{store.name}</h1>
      <p className="text-ink-soft max-w-xl text-lg leading-relaxed">
        Bridal lehengas, party gowns, sarees and designer wear, made for the celebrations of
        Bangladesh.
      </p>
      <address className="text-ink-muted text-sm leading-7 not-italic">
        {store.address}
        <br />
        <a className="hover:text-primary-700" href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>
          {store.phone}
        </a>
        {' · '}
        <a className="hover:text-primary-700" href={`mailto:${store.email}`}>
          {store.email}
        </a>
      </address>
    </main>
  );
}
