import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** The stock form's icons (decorative: the control carries the label). */
export const GripIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <svg {...stroke} className={className} {...p}>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </svg>
);

export const UploadIcon = ({ className = 'size-6', ...p }: IconProps) => (
  <svg {...stroke} className={className} {...p}>
    <path d="M12 15.5V4M7.5 8.5 12 4l4.5 4.5M4.5 14.5v3A2.5 2.5 0 0 0 7 20h10a2.5 2.5 0 0 0 2.5-2.5v-3" />
  </svg>
);

export const VideoIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <svg {...stroke} className={className} {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10.5 5-3v9l-5-3" />
  </svg>
);

export const HistoryIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <svg {...stroke} className={className} {...p}>
    <path d="M4 12a8 8 0 1 0 2.4-5.7M4 4.5v4h4M12 8v4.5l3 2" />
  </svg>
);
