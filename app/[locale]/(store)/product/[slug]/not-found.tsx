import { CollectionLinks } from '@/components/listing/collection-links';
import { NewArrivals } from '@/components/listing/new-arrivals';

// An unknown or withdrawn piece: say so, and offer the newest pieces and the collections.
export default function ProductNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-10">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">Piece not found</p>
        <h1 className="text-ink mt-4 text-4xl font-light sm:text-5xl">
          This piece has left the rail
        </h1>
        <p className="text-ink-soft mt-6 mb-10 text-lg leading-relaxed">
          It may have sold out for good or moved. These have just arrived, and every collection is a
          step away.
        </p>
        <CollectionLinks />
      </div>
      <NewArrivals title="New arrivals" />
    </div>
  );
}
