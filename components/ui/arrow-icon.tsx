/**
 * A left or right arrow, drawn rather than typed: the Latin face has no arrow glyphs, and a
 * character outside its range sends the browser looking through the system's fonts before the
 * page's first layout.
 */
export function ArrowIcon({ direction, size = 16 }: { direction: 'left' | 'right'; size?: number }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M13 8H3m4-4L3 8l4 4' : 'M3 8h10M9 4l4 4-4 4'} />
    </svg>
  );
}
