import { Link } from '@inertiajs/react';
import LanguageSwitcher from '@/Components/LanguageSwitcher';
import Logo from '@/Components/Logo';
import SocialIcon from '@/Components/SocialIcon';
import { ClockIcon, PhoneIcon, PinIcon } from '@/Components/icons/site';
import { useBranchHours } from '@/hooks/useBranchHours';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';
import { branchPhone, companySignature, socialLinks } from '@contracts/company';
import { islandLandingPath } from '@contracts/listing-paths';
import { branches, companyLinks, islands, legalLinks, telHref, type Branch } from '@contracts/site';

function BranchCard({ branch, phone }: { branch: Branch; phone: string | null }) {
  const { t } = useI18n();
  const hours = useBranchHours(branch.slug);
  return (
    <section aria-labelledby={`pie-sede-${branch.slug}`} className="space-y-3 text-sm">
      <h3 id={`pie-sede-${branch.slug}`} className="text-base font-semibold text-white">
        {branch.name}
        <span className="ml-2 text-xs font-normal text-white/50">{branch.island}</span>
      </h3>
      <a
        href={branch.mapsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="flex gap-2.5 text-white/70 transition-colors hover:text-white"
      >
        <PinIcon className="mt-0.5 size-4 shrink-0 text-gold" />
        <span>
          {branch.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="sr-only"> {t('common.opens_map_new_tab')}</span>
        </span>
      </a>
      {phone && (
        <a href={telHref(phone)} className="flex gap-2.5 text-white/70 transition-colors hover:text-white">
          <PhoneIcon className="mt-0.5 size-4 shrink-0 text-gold" />
          <span className="whitespace-nowrap">{phone}</span>
        </a>
      )}
      <p className="flex gap-2.5 text-white/70">
        <ClockIcon className="mt-0.5 size-4 shrink-0 text-gold" />
        {hours}
      </p>
    </section>
  );
}

export default function SiteFooter({ appName }: { appName: string }) {
  const { t, path } = useI18n();
  const year = new Date().getFullYear();
  const empresa = useEmpresa();
  const social = socialLinks(empresa);
  return (
    <footer className="on-dark border-t border-white/10 bg-ink text-white">
      <div className="container-site py-16">
        <div className="flex flex-col gap-6 border-b border-white/10 pb-10 md:flex-row md:items-end md:justify-between">
          <div className="max-w-md space-y-4">
            <Logo name={appName} />
            <p className="text-sm leading-relaxed text-white/65">{t('common.footer_blurb')}</p>
          </div>
          {social.length > 0 && (
            <ul className="flex gap-3" aria-label={t('common.social_networks')}>
              {social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('common.opens_new_tab', { label: link.label })}
                    className="grid size-10 place-items-center rounded-full border border-white/15 text-white/75 transition-colors hover:border-gold hover:text-white"
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <h2 className="eyebrow mt-10 mb-6 text-gold">{t('common.our_showrooms')}</h2>
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {branches.map((branch) => (
            <BranchCard key={branch.slug} branch={branch} phone={branchPhone(empresa, branch.slug)} />
          ))}
        </div>
        <nav aria-label={t('common.cars_by_island')} className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {islands.map((island) => (
            <Link key={island.slug} href={path(islandLandingPath(island))} className="text-white/70 underline-offset-4 transition-colors hover:text-white hover:underline">
              {t('common.used_cars_in_island', { island: island.name })}
            </Link>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-3 py-6 text-xs text-white/55 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('common.copyright', { year: String(year), owner: companySignature(empresa, appName) })}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {[...companyLinks, ...legalLinks].map((link) => (
              <li key={link.href}>
                <Link href={path(link.href)} className="transition-colors hover:text-white">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitcher placement="footer" />
        </div>
      </div>
    </footer>
  );
}
