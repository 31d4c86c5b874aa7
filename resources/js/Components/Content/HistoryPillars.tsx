const PILLARS = [
  {
    title: 'Marcas premium',
    text: 'Trabajamos con las grandes marcas premium y elegimos cada coche por su historial, su estado y su equipamiento.',
  },
  {
    title: 'Compra a la carta',
    text: '¿Buscas un modelo, un color o un equipamiento que no está en stock? Lo localizamos por ti, verificamos su estado e historial y nos ocupamos del transporte y la matriculación en Canarias.',
  },
  {
    title: 'Garantía y confianza',
    text: 'Revisión completa en nuestro taller, garantía mínima de 12 meses, financiación a medida y tasación de tu coche actual.',
  },
] as const;

/** What sets the dealership apart, on /historia: premium brands, made-to-order purchase, warranty. */
export default function HistoryPillars() {
  return (
    <section aria-labelledby="por-que" className="on-dark bg-ink text-white">
      <div className="container-site py-16 sm:py-20">
        <p className="eyebrow text-gold">Lo que nos define</p>
        <h2 id="por-que" className="mt-2 text-3xl font-semibold tracking-tight">
          Por qué elegirnos
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {PILLARS.map((pillar, index) => (
            <li key={pillar.title} className="border-t border-gold/40 pt-6">
              <p className="text-sm font-semibold text-gold tabular-nums">0{index + 1}</p>
              <h3 className="mt-2 text-xl font-semibold">{pillar.title}</h3>
              <p className="mt-3 leading-relaxed text-white/70">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
