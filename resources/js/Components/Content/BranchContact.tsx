import { telHref, type Branch } from '@contracts/site';
import { branchPhone } from '@contracts/company';
import LazyMap from '@/Components/Content/LazyMap';
import { ClockIcon, PhoneIcon, PinIcon } from '@/Components/icons/site';
import { useBranchHours } from '@/hooks/useBranchHours';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';

const row = 'flex gap-3 text-sm leading-relaxed';

interface Props {
  branch: Branch;
  /** The branch name's heading level: 2 on /contacto, 3 under a section's heading. */
  level?: 2 | 3;
}

/** One branch on /contacto (spec §2 "Contact") or an island's page: address to the map service, phone, hours and the map. */
export default function BranchContact({ branch, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = `sede-contacto-${branch.slug}`;
  const phone = branchPhone(useEmpresa(), branch.slug);
  const { t } = useI18n();
  const hours = useBranchHours(branch.slug);
  return (
    <article aria-labelledby={titleId} className="flex flex-col rounded-3xl border border-line/70 bg-white p-5 shadow-card sm:p-6">
      <p className="eyebrow text-muted">{branch.island}</p>
      <Heading id={titleId} className="mt-1 text-xl font-semibold tracking-tight">
        {branch.name}
      </Heading>
      <div className="mt-5 space-y-3">
        <a href={branch.mapsUrl} target="_blank" rel="noopener noreferrer" className={`${row} group`}>
          <PinIcon className="mt-0.5 size-4 shrink-0 text-accent" />
          <span className="underline decoration-line underline-offset-4 group-hover:decoration-ink">
            {branch.address.join(', ')}
            <span className="sr-only"> {t('content.maps_new_tab')}</span>
          </span>
        </a>
        {phone && (
          <a href={telHref(phone)} className={`${row} group font-semibold tabular-nums`}>
            <PhoneIcon className="mt-0.5 size-4 shrink-0 text-accent" />
            <span className="underline decoration-line underline-offset-4 group-hover:decoration-ink">
              <span className="sr-only">{t('content.call_branch', { branch: branch.name })} </span>
              {phone}
            </span>
          </a>
        )}
        <p className={row}>
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            <span className="sr-only">{t('content.opening_hours')} </span>
            {hours}
          </span>
        </p>
      </div>
      <div className="mt-6 flex-1 content-end">
        <LazyMap branch={branch} />
      </div>
    </article>
  );
}
