import type { TeamSite } from '@contracts/content';
import { useI18n } from '@/lib/i18n';

/** One site's staff on /equipo: a heading and a grid of portrait cards. */
export default function TeamSiteSection({ sede }: { sede: TeamSite }) {
  const { t } = useI18n();
  const titleId = `equipo-sede-${sede.slug}`;
  return (
    <section aria-labelledby={titleId}>
      <div className="flex items-baseline justify-between gap-4 border-b border-line pb-4">
        <h2 id={titleId} className="text-2xl font-semibold tracking-tight">
          {sede.nombre}
        </h2>
        <p className="text-sm text-muted">{t('content.team_size', { count: sede.miembros.length })}</p>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-x-5 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {sede.miembros.map((miembro) => (
          <li key={miembro.nombre}>
            <img
              src={miembro.foto}
              alt=""
              width={240}
              height={240}
              loading="lazy"
              className="aspect-square w-full rounded-2xl border border-line/70 object-cover"
            />
            <p className="mt-3 font-semibold">{miembro.nombre}</p>
            <p className="text-sm text-muted">{t(miembro.puesto)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
