import type { StaffBanner as Banner } from '@contracts/banners';

interface Props {
  banners: Banner[];
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}

const PREVIEW_BOX = 'aspect-[5/2] w-full rounded-lg bg-ink object-cover ring-1 ring-line md:h-16 md:w-40';

/** The banner's picture or video, small (the Contenido column). */
function Media({ banner }: { banner: Banner }) {
  if (banner.type === 'video' && banner.videoUrl) {
    return (
      <div className="relative md:w-40">
        <video src={banner.videoUrl} poster={banner.imageUrl ?? undefined} muted loop playsInline preload="metadata" aria-label={`Vídeo del banner ${banner.button_text}`} className={PREVIEW_BOX} onMouseEnter={(e) => void e.currentTarget.play().catch(() => undefined)} onMouseLeave={(e) => e.currentTarget.pause()} />
        <span className="absolute bottom-1.5 left-1.5 rounded-full bg-ink/75 px-2 py-0.5 text-[0.65rem] font-semibold tracking-wide text-white uppercase">Vídeo</span>
      </div>
    );
  }
  if (banner.imageUrl) return <img src={banner.imageUrl} alt={`Imagen del banner ${banner.button_text}`} loading="lazy" className={PREVIEW_BOX} />;
  return <div className={`${PREVIEW_BOX} grid place-items-center text-xs text-white/70`}>{banner.imageProcessing ? '' : 'Sin archivo'}</div>;
}

/**
 * The preview, and the state of an uploaded image: processing (a spinner over the image the home
 * still shows), or why it could not be processed.
 */
function Preview({ banner }: { banner: Banner }) {
  return (
    <div className="md:w-40">
      <div className="relative">
        <Media banner={banner} />
        {banner.imageProcessing && (
          <div role="status" className="absolute inset-0 grid place-items-center rounded-lg bg-ink/65 text-xs font-semibold text-white">
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" />
              Procesando imagen…
            </span>
          </div>
        )}
      </div>
      {banner.imageProcessing && !banner.imageUrl && banner.type === 'image' && <p className="mt-1.5 text-xs text-muted">Saldrá en la portada cuando esté lista.</p>}
      {!banner.imageProcessing && banner.imageError && (
        <p title={banner.imageError} className="mt-1.5 text-xs leading-snug text-accent">
          <span className="font-semibold">No se pudo procesar la imagen.</span> <span className="line-clamp-2">{banner.imageError}</span>
        </p>
      )}
    </div>
  );
}

const TYPE_LABEL = { image: 'Imagen', video: 'Video' } as const;

function Actions({ banner, onEdit, onDelete }: { banner: Banner } & Omit<Props, 'banners'>) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={() => onEdit(banner)} aria-label={`Editar banner ${banner.button_text}`} className="rounded-full border border-line px-4 py-1.5 text-sm font-semibold transition-colors hover:border-ink">
        Editar
      </button>
      <button type="button" onClick={() => onDelete(banner)} aria-label={`Eliminar banner ${banner.button_text}`} className="rounded-full px-4 py-1.5 text-sm font-semibold text-accent transition-colors hover:bg-red-50">
        Eliminar
      </button>
    </div>
  );
}

const TypeBadge = ({ type }: { type: Banner['type'] }) => (
  <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${type === 'video' ? 'bg-ink text-white' : 'bg-sand text-ink'}`}>{TYPE_LABEL[type]}</span>
);

/** Phones: one card per banner, the same data labelled, the actions always in reach. */
export function BannerCards({ banners, onEdit, onDelete }: Props) {
  return (
    <ul className="divide-y divide-line/70">
      {banners.map((banner) => (
        <li key={banner.id} className="space-y-3 p-4">
          <Preview banner={banner} />
          <div className="flex items-center gap-2 text-sm">
            <span className="font-semibold tabular-nums">Orden {banner.order}</span>
            <TypeBadge type={banner.type} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Texto del Botón</dt>
            <dd className="font-medium">{banner.button_text}</dd>
            <dt className="text-muted">Enlace del Botón</dt>
            <dd className="truncate">{banner.button_link}</dd>
          </dl>
          <Actions banner={banner} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

/** Banners' table: Orden, Tipo, Contenido, Texto del Botón, Enlace del Botón, Acciones (back-office §2). */
export default function BannerTable({ banners, onEdit, onDelete }: Props) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-line bg-sand/50 text-xs font-semibold tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="w-20 py-3 pr-2 pl-6">Orden</th>
          <th scope="col" className="px-2 py-3">Tipo</th>
          <th scope="col" className="px-2 py-3">Contenido</th>
          <th scope="col" className="px-2 py-3">Texto del Botón</th>
          <th scope="col" className="px-2 py-3">Enlace del Botón</th>
          <th scope="col" className="py-3 pr-6 pl-2 text-right">Acciones</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line/70">
        {banners.map((banner) => (
          <tr key={banner.id} className="align-middle transition-colors hover:bg-paper">
            <td className="py-3 pr-2 pl-6 text-base font-semibold tabular-nums">{banner.order}</td>
            <td className="px-2 py-3">
              <TypeBadge type={banner.type} />
            </td>
            <td className="px-2 py-3">
              <Preview banner={banner} />
            </td>
            <td className="px-2 py-3 font-medium">{banner.button_text}</td>
            <td className="max-w-56 truncate px-2 py-3 text-muted" title={banner.button_link}>
              {banner.button_link}
            </td>
            <td className="py-3 pr-6 pl-2">
              <Actions banner={banner} onEdit={onEdit} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
