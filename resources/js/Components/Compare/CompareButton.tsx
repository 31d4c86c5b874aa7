import { CheckIcon, CompareIcon } from '@/Components/icons/site';
import { useCompare } from '@/hooks/useCompare';
import { useI18n } from '@/lib/i18n';

const STYLES = {
  /** Over a card's photo. */
  card: 'absolute right-3 bottom-3 z-[2] h-9 px-3 text-xs shadow-card backdrop-blur',
  /** Beside the favourite and share buttons of a car's page. */
  header: 'h-10 min-w-10 justify-center px-3 text-sm shadow-card ring-1 ring-line sm:px-4',
} as const;

interface Props {
  id: number;
  title: string;
  variant: keyof typeof STYLES;
  /** A sold car is offered for comparing no more, but one picked before it sold can be dropped. */
  sold: boolean;
}

/** Picks a car to compare, or drops it: a toggle (aria-pressed), dark with a tick while picked. */
export default function CompareButton({ id, title, variant, sold }: Props) {
  const { t } = useI18n();
  const { has, pick } = useCompare();
  const picked = has(id);
  if (sold && !picked) return null;
  const Icon = picked ? CheckIcon : CompareIcon;
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={t('common.compare_button_label', { car: title })}
      onClick={() => pick(id)}
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold transition ${
        picked ? 'bg-ink text-white hover:bg-ink-soft' : 'bg-white/90 text-ink hover:bg-white'
      } ${STYLES[variant]}`}
    >
      <Icon className="size-4" />
      <span aria-hidden="true" className={variant === 'header' ? 'max-sm:hidden' : ''}>
        {t('common.compare_button')}
      </span>
    </button>
  );
}
