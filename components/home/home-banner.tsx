import Link from 'next/link';
import { Photo } from '@/components/ui/photo';
import { bannerMessages } from '@/lib/config';
import { BannerCarousel } from './banner-carousel';
import { LaterSlidePhoto } from './banner-photos-ready';

export type BannerPhoto = { photo: string; alt: string };

const slideLinks = [
  { href: '/occasion/bridal', label: 'Discover bridal' },
  { href: '/occasion/bridal', label: 'Book a fitting' },
  { href: '/occasion/party', label: 'Shop party wear' },
  { href: '/shop', label: 'Shop the season' },
];
const eyebrows = ['Bridal 2026', 'The bridal atelier', 'Party edit', 'Just arrived'];

/**
 * The four banner messages (docs/store-spec.md section 1), each beside a photograph from
 * the collection.
 */
export function HomeBanner({ photos }: { photos: BannerPhoto[] }) {
  const slides = bannerMessages.map((message, index) => {
    const photo = photos[index % Math.max(photos.length, 1)];
    const link = slideLinks[index]!;
    const image = photo && (
      <Photo
        src={photo.photo}
        alt={photo.alt}
        fill
        largest={index === 0}
        sizes="(min-width: 768px) 48vw, 100vw"
        className="object-cover"
      />
    );
    return (
      <div key={message} className="bg-ivory grid md:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col justify-center px-8 py-14 sm:px-14 md:py-24 lg:px-24">
          <p className="text-primary-800 text-xs tracking-[0.35em] uppercase">{eyebrows[index]}</p>
          <h2 className="text-ink mt-5 max-w-md text-4xl leading-tight font-light sm:text-5xl lg:text-6xl">
            {message}
          </h2>
          <Link
            href={link.href}
            className="border-ink text-ink hover:border-primary hover:text-primary-800 mt-10 inline-block self-start border-b pb-1 text-xs tracking-[0.25em] uppercase transition-colors"
          >
            {link.label}
          </Link>
        </div>
        {image && (
          // The frame keeps its size while a later slide's photograph waits: no shift.
          <div className="relative aspect-[4/5] bg-stone-100 md:aspect-auto md:min-h-[620px]">
            {index === 0 ? image : <LaterSlidePhoto>{image}</LaterSlidePhoto>}
          </div>
        )}
      </div>
    );
  });
  return <BannerCarousel slides={slides} labels={bannerMessages} />;
}
