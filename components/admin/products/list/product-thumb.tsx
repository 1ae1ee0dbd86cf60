import { Photo } from '@/components/ui/photo';

/** The product's first photo, small; the name beside it says what it is, so no alt text. */
export function ProductThumb({ path }: { path: string | null }) {
  const frame = 'block h-15 w-12 shrink-0 overflow-hidden bg-stone-100';
  if (!path) return <span aria-hidden="true" className={frame} />;
  return (
    <span className={frame}>
      <Photo src={path} alt="" width={48} height={60} className="h-full w-full object-cover" />
    </span>
  );
}
