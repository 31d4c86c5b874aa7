import PageHeader from '@/Components/Content/PageHeader';
import SeoHead from '@/Components/SeoHead';
import TradeInForm from '@/Components/TradeIn/TradeInForm';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

const STEPS = [
  { title: 'Cuéntanos tu coche', text: 'Matrícula, kilómetros, estado y unas fotos. Son dos minutos.' },
  { title: 'Te llamamos con una valoración', text: 'Un tasador revisa los datos y te llama en menos de 24 horas laborables.' },
  { title: 'Lo entregas o te lo compramos', text: 'Descuéntalo del precio de tu próximo coche, o véndenoslo sin comprar otro.' },
];

/** 'Tasamos tu coche' (/tasacion): how the valuation works, and the form. */
export default function Tasacion({ seo, marcas, combustibles, cambios }: PageProps<'Tasacion'>) {
  return (
    <>
      <SeoHead seo={seo} />
      <PageHeader id="tasacion-title" eyebrow="Vende o entrega tu coche" title="Tasamos tu coche">
        <p>Te damos una valoración de tu coche actual para que lo entregues como parte del pago, o te lo compramos. Sin compromiso.</p>
      </PageHeader>
      <section aria-labelledby="tasacion-title" className="container-site grid gap-10 py-12 sm:py-16 lg:grid-cols-[0.75fr_1.25fr] lg:gap-14">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">Cómo funciona</h2>
          <ol className="mt-6 space-y-6">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-ink text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <TradeInForm marcas={marcas} combustibles={combustibles} cambios={cambios} />
      </section>
    </>
  );
}

Tasacion.layout = PublicLayout;
