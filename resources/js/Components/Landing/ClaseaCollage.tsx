import type { CollageImage } from '@contracts/landing';

const TILES = ['md:col-span-2 md:row-span-2', '', '', 'col-span-2'];

/** Four tiles of photos; a tile with no photo gets a quiet gradient placeholder. */
export default function ClaseaCollage({ images }: { images: CollageImage[] }) {
  return (
    <div className="grid auto-rows-[180px] grid-cols-2 gap-3 md:auto-rows-[200px] md:grid-cols-4">
      {TILES.map((tile, index) => {
        const image = images[index];
        return (
          <figure key={tile + index} className={`overflow-hidden rounded-2xl bg-sand ${index === 0 ? 'col-span-2' : ''} ${tile}`}>
            {image ? (
              <picture>
                {image.srcset && <source type="image/webp" srcSet={image.srcset} sizes="(min-width: 769px) 50vw, 100vw" />}
                <img src={image.url} alt={image.alt} loading="lazy" width={960} height={600} className="size-full object-cover transition-transform duration-700 hover:scale-105" />
              </picture>
            ) : (
              <div aria-hidden="true" className="size-full bg-[radial-gradient(ellipse_at_30%_20%,#3a3a40_0%,#0b0b0c_70%)]" />
            )}
          </figure>
        );
      })}
    </div>
  );
}
