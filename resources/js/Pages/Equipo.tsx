import PageHeader from '@/Components/Content/PageHeader';
import TeamSiteSection from '@/Components/Content/TeamSiteSection';
import SeoHead from '@/Components/SeoHead';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

/** The team page (spec §2 "Team page", /equipo): staff per site, with placeholder portraits. */
export default function Equipo({ sedes, seo }: PageProps<'Equipo'>) {
  const { t } = useI18n();
  return (
    <>
      <SeoHead seo={seo} />
      <PageHeader id="equipo-title" eyebrow={t('content.team_eyebrow')} title={t('content.team_title')}>
        <p>{t('content.team_lead')}</p>
      </PageHeader>
      <div className="container-site space-y-16 py-16 sm:py-20">
        {sedes.map((sede) => (
          <TeamSiteSection key={sede.slug} sede={sede} />
        ))}
      </div>
    </>
  );
}

Equipo.layout = PublicLayout;
