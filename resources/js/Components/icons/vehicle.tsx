import { Icon, type IconProps } from './Icon';

/** The vehicle page's own icons (24 px grid, decorative: the control carries the label). */
export const ShareIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5" />
    <path d="M5 12.5V19a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6.5" />
  </Icon>
);

export const LinkIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Icon>
);

export const ChevronIcon = ({ className = 'size-5', direction = 'right', ...p }: IconProps & { direction?: 'left' | 'right' }) => (
  <Icon className={className} {...p}>
    <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
  </Icon>
);

export const ExpandIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);

export const TruckIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M3 6.5h11v9H3zM14 9.5h3.5L21 13v2.5h-7" />
    <circle cx="7" cy="17.5" r="1.75" />
    <circle cx="17" cy="17.5" r="1.75" />
  </Icon>
);

export const SwapIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4 8h13l-3.5-3.5M20 16H7l3.5 3.5" />
  </Icon>
);

export const BookmarkIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M6.5 3.5h11v17L12 16.5l-5.5 4z" />
  </Icon>
);

export const PlayIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable={false} className={className} {...p}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.3-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" />
  </svg>
);

export const ShieldIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const WhatsAppIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable={false} className={className} {...p}>
    <path d="M12 2.2a9.7 9.7 0 0 0-8.4 14.6L2.2 21.8l5.1-1.3A9.7 9.7 0 1 0 12 2.2Zm0 17.7a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-3-.2-.3A8 8 0 1 1 12 19.9Zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.2-.3-.2-.5-.3Z" />
  </svg>
);

export const GaugeIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={className} {...p}>
    <path d="M4.9 19a9 9 0 1 1 14.2 0M12 13l4-4M12 13h.01" />
  </Icon>
);
