// A stand-in until the photo manager lands: the same props, the photos shown read-only.
type Props = {
  productId: number;
  photos: { id: number; path: string; alt: string; width: number; height: number }[];
};

export function PhotoManager({ photos }: Props) {
  if (photos.length === 0) return <p className="text-ink-soft text-sm">No photos yet.</p>;
  return (
    <ul className="grid grid-cols-3 gap-2">
      {photos.map((photo) => (
        <li key={photo.id} className="aspect-[4/5] overflow-hidden bg-stone-100">
          {/* eslint-disable-next-line @next/next/no-img-element -- a stand-in; the real one uses the optimiser */}
          <img src={photo.path} alt={photo.alt} className="h-full w-full object-cover" />
        </li>
      ))}
    </ul>
  );
}
