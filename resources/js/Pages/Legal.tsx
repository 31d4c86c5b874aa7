import { Link } from '@inertiajs/react';
import { route } from '@contracts/routes';
import { legalLinks } from '@contracts/site';
import LegalText from '@/Components/Content/LegalText';
import PageHeader from '@/Components/Content/PageHeader';
import SeoHead from '@/Components/SeoHead';
import PublicLayout from '@/Layouts/PublicLayout';
import type { PageProps } from '@contracts/page-registry';

/** 'YYYY-MM' → "noviembre de 2026". */
function versionDate(version: string): string {
  const [year = 2026, month = 1] = version.split('-').map(Number);
  return new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** /aviso_legal, /politica_privacidad, /condiciones-reserva and /accesibilidad: the texts of contracts/legal.ts, with their version. */
export default function Legal({ documento, seo }: PageProps<'Legal'>) {
  const other = legalLinks.filter((link) => link.href !== route(documento.slug));
  return (
    <>
      <SeoHead seo={seo} />
      <article aria-labelledby="legal-title">
        <PageHeader id="legal-title" eyebrow="Información legal" title={documento.title}>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span className="inline-flex items-center rounded-full border border-line bg-white px-3 py-1 font-medium text-ink">
              {`Versión ${documento.version}`}
            </span>
            <span>Última actualización: {versionDate(documento.version)}</span>
          </p>
        </PageHeader>
        <div className="container-site grid gap-12 py-14 sm:py-16 lg:grid-cols-[1fr_16rem]">
          <div className="max-w-3xl">
            <p className="mb-10 text-lg leading-relaxed text-ink/85">{documento.intro}</p>
            <LegalText sections={documento.sections} />
          </div>
          <aside aria-label="Otros textos legales" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl border border-line bg-white p-5 text-sm shadow-card">
              <p className="eyebrow text-muted">Ver también</p>
              <ul className="mt-3 space-y-2">
                {other.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink">
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href="/contacto" className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink">
                    Contacto
                  </Link>
                </li>
              </ul>
            </div>
          </aside>
        </div>
      </article>
    </>
  );
}

Legal.layout = PublicLayout;
