import { Icon, type IconProps } from './Icon';

/** The back office's own icons (24 px grid, decorative: the control or a hidden text carries the meaning). */
export const HomeIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1v-8.5Z" />
  </Icon>
);

export const UsersIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M3 19.5a6 6 0 0 1 12 0M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 14.3a6 6 0 0 1 3 5.2" />
  </Icon>
);

/** A staff badge: the 'Personal' screen. */
export const UserCogIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
    <circle cx="9" cy="11" r="2.2" />
    <path d="M5.8 16.2a3.4 3.4 0 0 1 6.4 0M14.5 10h3.5M14.5 13.5h2.5" />
  </Icon>
);

/** Bars rising: the reports. */
export const ChartIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4 20h16M7 16v-4M12 16V8M17 16V5" />
  </Icon>
);

export const CarIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4 16.5V12l1.8-4.6A2 2 0 0 1 7.7 6h8.6a2 2 0 0 1 1.9 1.4L20 12v4.5a1 1 0 0 1-1 1h-1.5M6.5 17.5H5a1 1 0 0 1-1-1M4 12h16" />
    <circle cx="7.5" cy="17" r="1.7" />
    <circle cx="16.5" cy="17" r="1.7" />
    <path d="M9.2 17h5.6" />
  </Icon>
);

export const TagIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M3.5 12.1V4.5a1 1 0 0 1 1-1h7.6l8.4 8.4a1.5 1.5 0 0 1 0 2.1l-6.5 6.5a1.5 1.5 0 0 1-2.1 0l-8.4-8.4Z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);

export const DownloadIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
  </Icon>
);

export const ListIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M9 6.5h11M9 12h11M9 17.5h11" />
    <circle cx="4.75" cy="6.5" r="1.25" />
    <circle cx="4.75" cy="12" r="1.25" />
    <circle cx="4.75" cy="17.5" r="1.25" />
  </Icon>
);

export const ImageIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="9.5" r="1.6" />
    <path d="m20.5 15.5-4.5-4.5-8.5 8.5" />
  </Icon>
);

export const ExternalIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </Icon>
);

export const LogoutIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M14 4.5H18a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-4M10 16l-4-4 4-4M6 12h9.5" />
  </Icon>
);

export const PencilIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />
  </Icon>
);

export const TrashIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4.5 7h15M10 11v6M14 11v6M6 7l1 12a1.5 1.5 0 0 0 1.5 1.4h7a1.5 1.5 0 0 0 1.5-1.4L18 7M9 7V4.5h6V7" />
  </Icon>
);

export const PlusIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const InboxIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M3.5 13.5 6 5.6A1.5 1.5 0 0 1 7.4 4.5h9.2a1.5 1.5 0 0 1 1.4 1.1l2.5 7.9V18a1.5 1.5 0 0 1-1.5 1.5h-14A1.5 1.5 0 0 1 3.5 18v-4.5Z" />
    <path d="M3.5 13.5h4.8l1.2 2.2h5l1.2-2.2h4.8" />
  </Icon>
);

export const MailIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </Icon>
);

export const RetryIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4.5 12a7.5 7.5 0 0 1 13-5.1L19.5 9M19.5 4.5V9H15M19.5 12a7.5 7.5 0 0 1-13 5.1L4.5 15M4.5 19.5V15H9" />
  </Icon>
);

export const BuildingIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4 20V5.5A1.5 1.5 0 0 1 5.5 4h7A1.5 1.5 0 0 1 14 5.5V20M14 10h4.5a1.5 1.5 0 0 1 1.5 1.5V20M3 20h18" />
    <path d="M7.5 8h3M7.5 11.5h3M7.5 15h3M16.5 14h.01M16.5 17h.01" />
  </Icon>
);

export const PercentIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M18.5 5.5l-13 13" />
    <circle cx="7" cy="7" r="2.25" />
    <circle cx="17" cy="17" r="2.25" />
  </Icon>
);

export const UploadIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M12 15.5V4M7.5 8.5 12 4l4.5 4.5M5 14.5V18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3.5" />
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

export const CardIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
);

export const CalendarIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const ChecklistIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M10 6h10M10 12h10M10 18h10M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17" />
  </Icon>
);

export const GaugeIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4.9 19a9 9 0 1 1 14.2 0M12 13l4-4M12 13h.01" />
  </Icon>
);
