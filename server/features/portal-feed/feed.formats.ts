import { FEED_FIELD_NAMES, type FeedVehicle } from '../../contracts/portal-feed.ts';
import { csvLine } from '../../lib/csv.ts';

/** Characters XML 1.0 forbids beside the control ones the presenter drops: lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text fit for an XML element or attribute: escaped, and without the characters XML forbids (feed.presenter.ts drops the control ones). */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function vehicleXml(vehicle: FeedVehicle): string {
  const children = FEED_FIELD_NAMES.map((field) => {
    if (field === 'photos') return `<photos>${vehicle.photos.map((url) => `<photo>${xmlText(url)}</photo>`).join('')}</photos>`;
    return `<${field}>${xmlText(vehicle[field])}</${field}>`;
  });
  return `<vehicle>${children.join('')}</vehicle>\n`;
}

/** The XML document: <stock generated count dealer> with one <vehicle> per car. */
export function feedXml(vehicles: FeedVehicle[], meta: { generated: Date; dealer: string }): string {
  const open = `<stock generated="${meta.generated.toISOString()}" count="${vehicles.length}" dealer="${xmlText(meta.dealer)}">\n`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${open}${vehicles.map(vehicleXml).join('')}</stock>\n`;
}

/** The CSV document: UTF-8 with a BOM, a header of the field names, one line per car, the photos joined by '|'. */
export function feedCsv(vehicles: FeedVehicle[]): string {
  const lines = vehicles.map((vehicle) => csvLine(FEED_FIELD_NAMES.map((field) => (field === 'photos' ? vehicle.photos.join('|') : vehicle[field]))));
  return `\uFEFF${csvLine([...FEED_FIELD_NAMES])}${lines.join('')}`;
}
