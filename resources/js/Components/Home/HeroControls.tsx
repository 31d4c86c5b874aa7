import { useI18n } from '@/lib/i18n';

interface Props {
  count: number;
  index: number;
  onPick: (index: number) => void;
  /** null when the rotation does not run by itself (reduced motion): no pause button then. */
  stopped: boolean | null;
  onStopToggle: () => void;
}

const iconProps = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, className: 'size-3.5', fill: 'currentColor' } as const;

/** The hero rotation's controls: one dot per banner and a pause/resume button (WCAG 2.2.2). */
export default function HeroControls({ count, index, onPick, stopped, onStopToggle }: Props) {
  const { t } = useI18n();
  return (
    <div role="group" aria-label={t('home.banners_label')} className="mt-6 flex items-center gap-4 md:absolute md:right-8 md:bottom-24 md:mt-0">
      {stopped !== null && (
        <button
          type="button"
          onClick={onStopToggle}
          aria-label={stopped ? t('home.banners_resume') : t('home.banners_pause')}
          className="grid size-8 place-items-center rounded-full border border-white/25 text-white/80 transition-colors hover:border-white/60 hover:text-white"
        >
          {stopped ? (
            <svg {...iconProps}>
              <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
            </svg>
          ) : (
            <svg {...iconProps}>
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            </svg>
          )}
        </button>
      )}
      <ol className="flex items-center gap-1">
        {Array.from({ length: count }, (_, dot) => (
          <li key={dot}>
            <button
              type="button"
              onClick={() => onPick(dot)}
              aria-label={t('home.banner_show', { position: dot + 1, count })}
              aria-current={dot === index ? 'true' : undefined}
              className="group grid h-8 place-items-center px-1"
            >
              <span
                className={`block h-1 rounded-full transition-all duration-500 ${
                  dot === index ? 'w-10 bg-white' : 'w-5 bg-white/35 group-hover:bg-white/60'
                }`}
              />
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
