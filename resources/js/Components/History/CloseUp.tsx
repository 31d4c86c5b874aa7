import type { FotoDetalle } from '@contracts/car-history';

/** A close-up's thumbnail, opening the photo itself in a new tab. */
export default function CloseUp({ foto, alt }: { foto: FotoDetalle; alt: string }) {
  return (
    <a href={foto.url} target="_blank" rel="noopener" className="mt-1.5 block w-fit overflow-hidden rounded-md ring-1 ring-line transition hover:ring-ink">
      <img src={foto.thumbUrl} alt={alt} loading="lazy" className="h-14 w-20 object-cover" />
    </a>
  );
}
