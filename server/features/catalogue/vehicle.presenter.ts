import type { Locale } from '../../contracts/locales.ts';
import type { FinanceTerms } from '../../contracts/finance.ts';
import type { SharedProps, VehicleDetail, VehiclePhoto, VehicleProps, VehicleVideo } from '../../contracts/pages.ts';
import { priceStatement } from '../../contracts/price-statement.ts';
import { carFinanceExample, listingFinanceNote } from '../../contracts/representative-example.ts';
import { ESTADO_VENDIDO } from '../../contracts/vehicle.ts';
import { photoImage } from '../../media/photos.ts';
import { vehicleCard } from './catalogue.presenter.ts';
import type { CardRow } from './catalogue.queries.ts';
import type { VehicleRow } from './vehicle.queries.ts';
import { vehicleSeo, type Dealer } from './vehicle.seo.ts';
import { translator } from '../../i18n/index.ts';

type PageProps = Omit<VehicleProps, keyof SharedProps>;

const ecoLabel = (value: number | null): VehicleDetail['eco_id'] =>
  value === 1 || value === 2 || value === 3 || value === 4 ? value : null;

const blankToNull = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

export function vehicleDetail(row: VehicleRow, terms: FinanceTerms): VehicleDetail {
  const card = vehicleCard(row, terms);
  return {
    ...card,
    color: row.color,
    carroceria: row.carroceria,
    garantia: row.garantia,
    cilindrada: row.cilindrada,
    cilindros: row.cilindros,
    marchas: row.marchas,
    plazas: row.plazas,
    puertas: row.puertas,
    emisiones: row.emisiones,
    eco_id: ecoLabel(row.eco_id),
    coche_estado: card.estado_id,
    caracteristicas: blankToNull(row.caracteristicas),
  };
}

/** Processed photos only (the query filters on width; the guard keeps the types honest). */
export function vehiclePhotos(row: VehicleRow): VehiclePhoto[] {
  return row.fotos.flatMap((foto) =>
    foto.width && foto.height ? [{ ...photoImage({ id: foto.id, width: foto.width, height: foto.height }), orden: foto.orden }] : [],
  );
}

export function vehicleVideo(row: VehicleRow): VehicleVideo | null {
  const video = row.videos[0];
  return video ? { id: video.id, filename: video.filename, url: `/videos/${encodeURIComponent(video.filename)}` } : null;
}

/** The Vehicle page's own props (public-site §2 "Vehicle detail"), with the similar cars that end it. */
export function vehiclePage(
  row: VehicleRow,
  dealer: Dealer,
  financiacion: FinanceTerms,
  similares: CardRow[],
  locale: Locale,
  extras: Pick<PageProps, 'reservaOnline' | 'inspeccion' | 'lecturas_km' | 'informe_dgt' | 'imperfecciones'>,
): PageProps {
  const coche = vehicleDetail(row, financiacion);
  const i18n = translator(locale);
  const fotos = vehiclePhotos(row);
  const precio = coche.estado_id === ESTADO_VENDIDO ? null : priceStatement(coche, dealer.empresa.precio, i18n);
  const seo = vehicleSeo(coche, precio, fotos, dealer, locale, extras.inspeccion);
  return {
    coche,
    precio,
    fotos,
    video: vehicleVideo(row),
    seo,
    shareUrl: seo.canonical,
    financiacion,
    ejemploFinanciacion: coche.cuota === null ? null : carFinanceExample(financiacion, i18n, coche.effectivePrice, coche.precio),
    similares: similares.map((car) => vehicleCard(car, financiacion)),
    notaFinanciacion: listingFinanceNote(financiacion, i18n),
    ...extras,
  };
}
