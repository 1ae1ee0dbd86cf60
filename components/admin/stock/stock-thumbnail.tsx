import { Photo } from '@/components/ui/photo';

type Props = { photo: string | null; size?: 'small' | 'large' };

const boxes = { small: 'w-14', large: 'w-20 sm:w-24' };

/** A product's first photo beside its name: decorative, since the name says what it is. */
export function StockThumbnail({ photo, size = 'small' }: Props) {
  return (
    <div
      aria-hidden="true"
      className={`${boxes[size]} bg-ivory relative aspect-[4/5] shrink-0 overflow-hidden`}
    >
      {photo && (
        <Photo
          src={photo}
          alt=""
          width={160}
          height={200}
          sizes={size === 'small' ? '56px' : '96px'}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </div>
  );
}
