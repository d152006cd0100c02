import type { ReactNode } from 'react';

/**
 * Dates, times and time ranges read left to right in every language: isolated, « 09:00–12:00 » stays in order inside
 * a right-to-left page instead of reading « 12:00–09:00 » (the dash and the space are neutral, the digits weak).
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** The arrow of a back link: it points to where the reader came from, so it is mirrored in right-to-left pages (a11y.css). */
export function BackArrow() {
  return (
    <span className="dir-icon" aria-hidden="true">
      ←
    </span>
  );
}
