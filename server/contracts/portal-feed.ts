/**
 * The portal feed (issue 19): the active, unsold stock for the car portals, as XML
 * (`/feeds/{FEED_TOKEN}/stock.xml`) and CSV (`.../stock.csv`). Each vehicle carries these fields,
 * in this order: the XML's child elements of <vehicle>, the CSV's columns. docs/portal-feed.md
 * documents them from this list.
 */
export const FEED_FIELDS = [
  ['ref', "The dealership's stock reference (the import's `ref`), or `GT-{id}` when the car has none"],
  ['id', "The car's id on the site (stable)"],
  ['status', '`available` or `reserved` (a confirmed reservation hold)'],
  ['brand', 'Brand'],
  ['model', 'Model'],
  ['version', 'Version, as the site names it (e.g. "320d M Sport")'],
  ['year', 'Registration year'],
  ['km', 'Kilometres'],
  ['fuel', 'Fuel (the site list: Diésel, Gasolina, Híbrido…)'],
  ['gearbox', 'Gearbox (Manual, Automático…)'],
  ['power_cv', 'Power in CV'],
  ['body', 'Body type'],
  ['colour', 'Colour'],
  ['doors', 'Doors'],
  ['seats', 'Seats'],
  ['dgt_label', 'DGT environmental label: `0`, `ECO`, `C`, `B`, or empty when unknown'],
  ['price', 'Cash price in whole euros, taxes included (IGIC in the Canary Islands)'],
  ['tax', "How the price states the tax: `IGIC incluido`, or the used-goods regime's wording"],
  ['offer_price', 'The price when financing with the dealer (whole euros), subject to the credit below being approved; empty when the car has none'],
  ['financed_price', 'Total price paid on credit with the representative example below (deposit + total amount owed); empty when the car is not financed'],
  ['monthly_payment', "The representative example's monthly payment (€, two decimals); empty when not financed"],
  ['finance_months', 'Its number of monthly payments'],
  ['finance_deposit', 'Its deposit (€)'],
  ['tin', 'Its nominal interest rate (%)'],
  ['tae', 'Its APR (TAE, %)'],
  ['price_includes', 'What the price includes, as the car page lists it, separated by `|`'],
  ['legal_guarantee_months', 'The legal guarantee of conformity in months: 36, or 12 agreed in writing for a used car'],
  ['warranty', "The dealer's commercial warranty in words (e.g. `Garantía comercial de 24 meses`); empty when the car has none"],
  ['inspection_date', "The day of the car's inspection (YYYY-MM-DD), whose checklist its page shows; empty when it has none"],
  ['branch', 'The branch the car is at'],
  ['description', "Equipment and description, as written by staff (plain text, line breaks kept; in the CSV, an apostrophe goes before a leading =, +, -, @ and before one after ',' or ';', as in every CSV cell)"],
  ['photos', 'Photo URLs (1920 px JPEG) in the gallery order: one <photo> each in XML, separated by `|` in CSV'],
  ['url', "The car's page on the site"],
] as const;

export type FeedField = (typeof FEED_FIELDS)[number][0];

export const FEED_FIELD_NAMES: readonly FeedField[] = FEED_FIELDS.map(([name]) => name);

/** One vehicle of the feed, every field as text (empty: no value). */
export type FeedVehicle = Record<Exclude<FeedField, 'photos'>, string> & { photos: string[] };

/** Changes whenever the document's shape changes, so a portal's cached copy is not taken for the new one. */
export const FEED_FORMAT_VERSION = 3;
