import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The site's one icon set: every icon is this stroke glyph on a 24 px grid, decorative
 * (aria-hidden) unless the caller gives it a title. The set is split by where it is used, so
 * each build chunk carries only its own: site.tsx (public pages, and both), vehicle.tsx (the
 * vehicle page), staff.tsx (the back office).
 */
export function Icon({ children, className = 'size-4', ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      {children}
    </svg>
  );
}
