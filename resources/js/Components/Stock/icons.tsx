import { Icon, type IconProps } from '@/Components/icons';

/** The stock screens' icons (24 px grid, decorative: the control or a hidden text carries the meaning). */
export const CheckIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon strokeWidth={2.25} className={className} {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const CrossIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon strokeWidth={2.25} className={className} {...p}>
    <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
  </Icon>
);

export const RenewIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4" />
  </Icon>
);

/** Both arrows; the active one (direction) is drawn in full, the other faint. */
export const SortIcon = ({ dir, className = 'size-3.5', ...p }: IconProps & { dir: 'asc' | 'desc' | null }) => (
  <Icon strokeWidth={2} className={className} {...p}>
    <path d="m8 10 4-4 4 4" opacity={dir === 'asc' ? 1 : 0.3} />
    <path d="m8 14 4 4 4-4" opacity={dir === 'desc' ? 1 : 0.3} />
  </Icon>
);

export const EyeIcon = ({ className = 'size-3.5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="2.75" />
  </Icon>
);

export const ChatIcon = ({ className = 'size-3.5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M20 11.5a7.5 7.5 0 0 1-11 6.6L4 19.5l1.4-4.3A7.5 7.5 0 1 1 20 11.5Z" />
  </Icon>
);

export const GripIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </Icon>
);

export const UploadIcon = ({ className = 'size-6', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M12 15.5V4M7.5 8.5 12 4l4.5 4.5M4.5 14.5v3A2.5 2.5 0 0 0 7 20h10a2.5 2.5 0 0 0 2.5-2.5v-3" />
  </Icon>
);

export const VideoIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10.5 5-3v9l-5-3" />
  </Icon>
);

export const HistoryIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4 12a8 8 0 1 0 2.4-5.7M4 4.5v4h4M12 8v4.5l3 2" />
  </Icon>
);
