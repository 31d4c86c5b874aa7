import { useState } from 'react';
import type { Branch } from '@contracts/site';
import { PinIcon } from '@/Components/icons/site';
import { useI18n } from '@/lib/i18n';

/**
 * A branch's Google map, loaded only when the visitor asks for it: until then (and on the
 * server, and offline) a static card with the address and a link to the map. Loading on
 * demand keeps Google's cookies away from visitors who never open a map (see the privacy policy).
 */
export default function LazyMap({ branch }: { branch: Branch }) {
  const [shown, setShown] = useState(false);
  const { t, rich } = useI18n();

  if (shown) {
    return (
      <iframe
        src={branch.mapsEmbedUrl}
        title={t('content.map_title', { branch: branch.name })}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-[4/3] w-full rounded-2xl border border-line bg-sand"
      />
    );
  }

  return (
    <div
      data-testid={`map-fallback-${branch.slug}`}
      className="relative flex aspect-[4/3] w-full flex-col items-center justify-center overflow-hidden rounded-2xl border border-line bg-sand px-6 text-center"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-60 [background-image:linear-gradient(var(--color-line)_1px,transparent_1px),linear-gradient(90deg,var(--color-line)_1px,transparent_1px)] [background-size:28px_28px]"
      />
      <div className="relative flex flex-col items-center">
        <span className="grid size-11 place-items-center rounded-full bg-ink text-gold shadow-card">
          <PinIcon className="size-5" />
        </span>
        <p className="mt-3 text-sm font-medium">{branch.address[0]}</p>
        <p className="text-xs text-muted">{branch.address[1]}</p>
        <button
          type="button"
          onClick={() => setShown(true)}
          className="mt-4 inline-flex items-center rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-ink-soft"
        >
          {rich('content.show_map', { branch: branch.name, hidden: (words) => <span className="sr-only">{words}</span> })}
        </button>
        <p className="mt-2 max-w-60 text-[11px] leading-snug text-muted">{t('content.map_notice')}</p>
      </div>
    </div>
  );
}
