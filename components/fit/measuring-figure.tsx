import type { MeasurementKey } from '@/lib/catalogue/client';

/** Where each measurement is taken on the figure: a line or a loop drawn over it. */
const marks: Record<MeasurementKey, React.ReactNode> = {
  bust: <ellipse cx="100" cy="96" rx="31" ry="5" />,
  waist: <ellipse cx="100" cy="132" rx="22" ry="4" />,
  hip: <ellipse cx="100" cy="166" rx="33" ry="5" />,
  length: <path d="M172 62v238M166 62h12M166 300h12" />,
  shoulder: <path d="M64 54h72M64 49v10M136 49v10" />,
  sleeve_length: <path d="M148 60l14 112M143 62l10-3M157 174l10-3" />,
  armhole: <ellipse cx="134" cy="74" rx="7" ry="13" />,
  upper_arm: <ellipse cx="59" cy="100" rx="10" ry="3" />,
  neck_front_depth: <path d="M100 46v34M95 80h10" />,
  neck_back_depth: <path d="M112 44v18M108 62h8" strokeDasharray="3 3" />,
};

type MeasuringFigureProps = {
  /** The measurements the form asks for: drawn faintly. */
  kinds: readonly MeasurementKey[];
  /** The one being entered: drawn in the accent colour. */
  active: MeasurementKey | null;
};

/**
 * A dress form with where to measure each of `kinds`. Decorative: each field's own hint
 * says the same in words, so the drawing is hidden from screen readers.
 */
export function MeasuringFigure({ kinds, active }: MeasuringFigureProps) {
  return (
    <svg
      viewBox="0 0 200 320"
      aria-hidden="true"
      className="h-auto w-32 @xl:w-44"
      data-testid="measuring-figure"
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.2" className="text-stone-400">
        <circle cx="100" cy="28" r="13" />
        <path d="M94 41v8q-14 6-32 9-8 2-10 14l-8 104M106 41v8q14 6 32 9 8 2 10 14l8 104" />
        <path d="M70 70q2 30 8 62 4 16-10 34-16 52-28 134h120q-12-82-28-134-14-18-10-34 6-32 8-62" />
        <path d="M90 49q10 30 20 0" />
        <path d="M70 80l-9 96M130 80l9 96M44 176h17M139 176h17" />
      </g>
      <g fill="none" strokeWidth="1.6" strokeLinecap="round">
        {kinds.map((kind) => (
          <g
            key={kind}
            stroke="currentColor"
            className={kind === active ? 'text-primary-600' : 'text-stone-300'}
            strokeWidth={kind === active ? 2.4 : 1.4}
          >
            {marks[kind]}
          </g>
        ))}
      </g>
    </svg>
  );
}
