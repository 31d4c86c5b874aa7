import { Link } from '@inertiajs/react';
import FunderLogos from '@/Components/Content/FunderLogos';
import HistoryPillars from '@/Components/Content/HistoryPillars';
import PageHeader from '@/Components/Content/PageHeader';
import SeoHead from '@/Components/SeoHead';
import { ArrowRightIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

/** /historia (spec §1, §2 "About us"): the company's history, what sets it apart and the funded project. */
export default function About({ seo }: PageProps<'About'>) {
  return (
    <>
      <SeoHead seo={seo} />
      <PageHeader id="historia-title" eyebrow="Sobre Nosotros" title="Más de 17 años de excelencia en el sector del automóvil en Canarias">
        <p>Coches premium de ocasión, elegidos uno a uno y entregados con la tranquilidad de una garantía.</p>
      </PageHeader>

      <section aria-labelledby="nuestra-historia" className="container-site grid gap-10 py-16 sm:py-20 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div>
          <p className="eyebrow text-accent">Desde 2003</p>
          <h2 id="nuestra-historia" className="mt-2 text-3xl font-semibold tracking-tight">
            Nuestra historia
          </h2>
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-ink/80">
          <p>
            Nacimos a finales de 2003 en Las Palmas de Gran Canaria con una idea sencilla: que comprar un coche premium de
            ocasión en Canarias fuera tan fiable y cómodo como comprarlo nuevo.
          </p>
          <p>
            Desde entonces nos hemos especializado en las grandes marcas premium. Cada vehículo que entra en nuestras
            instalaciones se selecciona por su historial, se revisa a fondo en nuestro taller y se entrega con una
            garantía mínima de 12 meses.
          </p>
          <p>
            Hoy atendemos a nuestros clientes desde tres concesionarios: Los Tarahales en Las Palmas, El Tablero en el sur
            de Gran Canaria y Las Chafiras en Tenerife, con un equipo que conoce cada coche que vende.
          </p>
        </div>
      </section>

      <HistoryPillars />

      <section aria-labelledby="innovacion" className="container-site py-16 sm:py-20">
        <div className="max-w-3xl">
          <p className="eyebrow text-accent">Innovación</p>
          <h2 id="innovacion" className="mt-2 text-3xl font-semibold tracking-tight">
            Un ERP/CRM en la nube para atenderte mejor
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink/80">
            Hemos implantado un sistema de gestión ERP/CRM en la nube que une el stock, las solicitudes de nuestros clientes
            y el seguimiento posventa de los tres concesionarios, para responder antes y sin perder ningún detalle.
          </p>
          <p className="mt-4 leading-relaxed text-muted">
            Este proyecto ha sido subvencionado por la Agencia Canaria de Investigación, Innovación y Sociedad de la
            Información del Gobierno de Canarias, dentro de su programa de ayudas a la innovación empresarial, y
            cofinanciado por el Fondo Europeo de Desarrollo Regional (FEDER).
          </p>
        </div>
        <div className="mt-10">
          <FunderLogos />
        </div>
        <div className="mt-14 flex flex-wrap gap-3">
          <Link href="/buscar" className="inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-ink-soft">
            Ver vehículos <ArrowRightIcon className="size-4" />
          </Link>
          <Link href="/equipo" className="inline-flex items-center rounded-full border border-line bg-white px-6 py-3.5 text-sm font-semibold transition-colors hover:border-ink/40">
            Conoce al equipo
          </Link>
        </div>
      </section>
    </>
  );
}

About.layout = PublicLayout;
