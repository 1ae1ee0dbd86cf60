/** Five stars, filled to `rating` (halves rounded to the nearer star), with a name for readers. */
export function StarRating({
  rating,
  label,
  size = 'small',
}: {
  rating: number;
  label: string;
  size?: 'small' | 'large';
}) {
  const filled = Math.round(rating);
  const box = size === 'large' ? 'size-5' : 'size-3.5';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`${box} ${star <= filled ? 'fill-primary-600' : 'fill-stone-200'}`}
        >
          <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
        </svg>
      ))}
    </span>
  );
}
