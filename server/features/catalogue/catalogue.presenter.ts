import { type FinanceTerms, paymentFrom } from '../../contracts/finance.ts';
import type { Banner, VehicleCard } from '../../contracts/pages.ts';
import { ESTADO_VENDIDO } from '../../contracts/vehicle.ts';
import { bannerImage } from '../../media/banners.ts';
import { photoImage, photoUrls } from '../../media/photos.ts';
import type { BannerRow, CardRow } from './catalogue.queries.ts';

const DEFAULT_THUMB = '/storage/vehiculos/thumbs/default.jpg';

const estado = (value: number): VehicleCard['estado_id'] => (value === 2 || value === 3 ? value : 1);

/** A car as a card, its "desde X €/mes" from the finance terms in force. */
export function vehicleCard(row: CardRow, terms: FinanceTerms): VehicleCard {
  const photo = row.fotos[0];
  const offer = row.precio_oferta && row.precio_oferta > 0 ? row.precio_oferta : null;
  const effectivePrice = offer ?? row.precio;
  return {
    id: row.id,
    slug: row.slug,
    nombre: row.nombre,
    marca: row.marca,
    modelo: row.modelo,
    year: row.year,
    kilometros: row.kilometros,
    potencia: row.potencia,
    combustible: row.combustible,
    cambio: row.cambio,
    precio: row.precio,
    precio_oferta: offer,
    latestPrice: row.precio,
    precioAnterior: row.estado_id === ESTADO_VENDIDO ? null : row.precio_anterior,
    effectivePrice,
    cuota: row.estado_id === ESTADO_VENDIDO ? null : paymentFrom(terms, effectivePrice),
    estado_id: estado(row.estado_id),
    sede_id: row.sede_id,
    thumbnailUrl: photo ? photoUrls(photo.id).thumbUrl : DEFAULT_THUMB,
    image: photo?.width && photo.height ? photoImage({ id: photo.id, width: photo.width, height: photo.height }) : null,
  };
}

export function banner(row: BannerRow): Banner {
  const image = bannerImage(row.image_path);
  return {
    id: row.id,
    type: row.type === 'video' ? 'video' : 'image',
    imageUrl: image?.url ?? null,
    imageSrcset: image?.srcset ?? null,
    videoUrl: row.video_path ? `/videos/${encodeURIComponent(row.video_path)}` : null,
    button_text: row.button_text,
    button_link: row.button_link,
    order: row.order,
  };
}
