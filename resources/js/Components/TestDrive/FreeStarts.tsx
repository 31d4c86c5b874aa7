import { formatSlot } from '@contracts/format';
import { useSlotTexts } from './slot-texts';

/** The next free starts the server offered when the chosen one was taken meanwhile: one click chooses one. */
export default function FreeStarts({ starts, onChoose }: { starts: readonly string[]; onChoose: (inicio: string) => void }) {
  const { t, locale } = useSlotTexts();
  if (starts.length === 0) return null;
  return (
    <div className="rounded-xl bg-sand/60 px-4 py-3 ring-1 ring-line/70">
      <p className="text-sm font-semibold">{t('slots.still_free')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {starts.map((inicio) => (
          <li key={inicio}>
            <button
              type="button"
              onClick={() => onChoose(inicio)}
              className="rounded-full bg-white px-3 py-1.5 text-sm font-medium ring-1 ring-line transition-colors hover:ring-ink/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
            >
              {formatSlot(inicio, locale)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
