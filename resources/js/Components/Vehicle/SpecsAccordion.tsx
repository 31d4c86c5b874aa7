import type { VehicleDetail } from '@contracts/pages';
import Accordion from '@/Components/Vehicle/Accordion';
import { CheckIcon } from '@/Components/icons/site';
import { equipmentList, specRows } from '@/Components/Vehicle/specs';
import { useI18n } from '@/lib/i18n';

/** The equipment as the staff wrote it, in Spanish (lang="es", so a reader of another page language reads it right). */
function Equipment({ text }: { text: string }) {
  const { t } = useI18n();
  const items = equipmentList(text);
  return (
    <div className="mt-7">
      <h3 className="eyebrow text-muted">{t('vehicle.featured_equipment')}</h3>
      {items ? (
        <ul lang="es" className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" />
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p lang="es" className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink/80">
          {text}
        </p>
      )}
    </div>
  );
}

/** 'Características generales' (spec §2): every row with a value, the DGT label, and the equipment notes. */
export default function SpecsAccordion({ coche }: { coche: VehicleDetail }) {
  const i18n = useI18n();
  const rows = specRows(coche, i18n);
  return (
    <Accordion title={i18n.t('vehicle.specs_title')} defaultOpen>
      <dl className="grid gap-x-10 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="flex min-h-11 items-center justify-between gap-4 border-b border-line/70 py-2.5 text-sm sm:min-h-12 sm:py-3">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-medium">
              {'image' in row ? (
                <img src={row.image.src} alt={row.image.alt} title={row.image.alt} width={40} height={40} className="ml-auto size-10" />
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {coche.caracteristicas && <Equipment text={coche.caracteristicas} />}
    </Accordion>
  );
}
