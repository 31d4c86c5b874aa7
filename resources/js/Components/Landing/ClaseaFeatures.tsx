import { CLASEA_OFFER } from '@contracts/lead-forms';

const FEATURES = [
  { value: 'hasta 70 km', label: 'de autonomía eléctrica (WLTP) para el día a día sin gasolina' },
  { value: '218 CV', label: 'de potencia combinada con cambio automático de doble embrague' },
  { value: 'Etiqueta 0', label: 'de la DGT: aparca y circula sin restricciones' },
  { value: '12 meses', label: 'de garantía mínima, revisado en nuestro taller' },
];

/** What the car offers and how the monthly offer works (spec §2 "features text"). */
export default function ClaseaFeatures() {
  return (
    <div>
      <p className="eyebrow text-accent">El compacto premium enchufable</p>
      <h2 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Todo el lujo de un premium, con el consumo de un eléctrico</h2>
      <p className="mt-4 max-w-2xl leading-relaxed text-muted">
        Un compacto de marca premium con motor de gasolina y eléctrico enchufable: interior de doble pantalla, asistentes de conducción y
        carga en casa en pocas horas. Unidades seleccionadas, revisadas y listas para entregar en Gran Canaria y Tenerife, {CLASEA_OFFER.toLowerCase()} con
        nuestra financiación a medida.
      </p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <div key={feature.value} className="rounded-2xl border border-line bg-white p-5 shadow-card">
            <dt className="text-2xl font-semibold tracking-tight">{feature.value}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-muted">{feature.label}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
