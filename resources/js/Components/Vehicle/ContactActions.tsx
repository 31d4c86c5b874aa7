import type { VehicleDetail } from '@contracts/pages';
import { CalendarIcon, ChatIcon, ClockIcon, LockIcon, PhoneIcon, PinIcon } from '@/Components/icons/site';
import { WhatsAppIcon } from '@/Components/icons/vehicle';
import { whatsappContactHref } from '@/Components/Vehicle/share-links';
import { useBranchHours } from '@/hooks/useBranchHours';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';
import { Link } from '@inertiajs/react';
import { carPhone, carWhatsapp } from '@contracts/company';
import { islandLandingPath } from '@contracts/listing-paths';
import { branchById, islandOf, telHref, whatsappNumber } from '@contracts/site';
import { ESTADO_DISPONIBLE, ESTADO_VENDIDO } from '@contracts/vehicle';

interface Props {
  coche: VehicleDetail;
  shareUrl: string;
  onInterested: () => void;
  /** 'Reservar': only an available car offers it. */
  onReserve: () => void;
  /** 'Reservar prueba': only an available car offers it. */
  onTestDrive: () => void;
}

/** 'Me Interesa' (opens 'Contactar'), a call and a WhatsApp chat about this car (spec §2), and the branch where it is. */
export default function ContactActions({ coche, shareUrl, onInterested, onReserve, onTestDrive }: Props) {
  const i18n = useI18n();
  const { t, rich, route, path } = i18n;
  const sold = coche.estado_id === ESTADO_VENDIDO;
  const available = coche.estado_id === ESTADO_DISPONIBLE;
  const empresa = useEmpresa();
  const branch = branchById(coche.sede_id);
  const hours = useBranchHours(branch.slug);
  const phone = carPhone(empresa, branch.slug);
  const whatsapp = carWhatsapp(empresa, branch.slug);
  const island = islandOf(branch);
  return (
    <section aria-label={t('vehicle.contact_dealer')} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-7">
      {sold ? (
        <>
          <p className="text-sm font-semibold">{t('vehicle.similar_question')}</p>
          <p className="mt-1 text-sm text-muted">{t('vehicle.similar_offer')}</p>
        </>
      ) : (
        <>
          <p className="text-sm font-semibold">{t('vehicle.interested_question')}</p>
          <p className="mt-1 text-sm text-muted">{t('vehicle.interested_reply')}</p>
        </>
      )}
      <button
        type="button"
        onClick={onInterested}
        className="mt-5 flex w-full items-center justify-center gap-2 rounded-full bg-accent px-6 py-3.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-accent-dark"
      >
        <ChatIcon className="size-5" />
        {t('vehicle.interested')}
      </button>
      {available && (
        <button
          type="button"
          onClick={onReserve}
          aria-haspopup="dialog"
          className="mt-3 flex w-full items-center justify-center gap-2 rounded-full border border-ink bg-ink px-6 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-ink-soft"
        >
          <LockIcon className="size-4" />
          {t('vehicle.reserve')}
        </button>
      )}
      {available && (
        <button
          type="button"
          onClick={onTestDrive}
          aria-haspopup="dialog"
          className="mt-3 flex w-full items-center justify-center gap-2 rounded-full border border-ink/80 px-6 py-3.5 text-sm font-semibold transition-colors hover:bg-ink hover:text-white"
        >
          <CalendarIcon className="size-4" />
          {t('slots.book_button')}
        </button>
      )}
      <div className={`mt-3 grid gap-3 ${phone && whatsapp ? 'grid-cols-2' : ''}`}>
        {phone && (
          <a
            href={telHref(phone)}
            className="flex items-center justify-center gap-2 rounded-full border border-line px-4 py-3 text-sm font-semibold transition-colors hover:border-ink/40"
          >
            <PhoneIcon className="size-4" />
            {rich('vehicle.call', { phone, hidden: (words) => <span className="sr-only">{words}</span> })}
          </a>
        )}
        {whatsapp && (
          <a
            href={whatsappContactHref(whatsappNumber(whatsapp), coche, shareUrl, i18n)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center justify-center gap-2 rounded-full border border-line px-4 py-3 text-sm font-semibold transition-colors hover:border-[#25d366] hover:text-[#128c7e]"
          >
            <WhatsAppIcon className="size-4 text-[#25d366]" />
            WhatsApp
            <span className="sr-only"> {t('vehicle.opens_new_tab')}</span>
          </a>
        )}
      </div>
      <div className="mt-5 space-y-2 border-t border-line pt-4 text-sm">
        <p className="flex items-start gap-2.5">
          <PinIcon className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            <span className="font-semibold">{t('vehicle.branch_at', { branch: branch.name })}</span>
            <span className="text-muted">
              {' · '}
              <Link href={path(islandLandingPath(island))} className="underline decoration-line underline-offset-4 hover:text-ink hover:decoration-ink">
                {island.name}
              </Link>
            </span>
            <span className="block text-muted">{branch.address.join(', ')}</span>
          </span>
        </p>
        <p className="flex items-start gap-2.5 text-muted">
          <ClockIcon className="mt-0.5 size-4 shrink-0" />
          {hours}
        </p>
        {phone && (
          <p className="flex items-start gap-2.5 text-muted">
            <PhoneIcon className="mt-0.5 size-4 shrink-0" />
            {phone}
          </p>
        )}
      </div>
      {!sold && (
        <p className="mt-4 border-t border-line pt-4 text-sm">
          <span className="font-semibold">{t('vehicle.trade_in_question')}</span>{' '}
          <Link href={route('tasacion')} className="font-semibold text-accent underline-offset-4 hover:underline">
            {t('vehicle.trade_in_offer')}
          </Link>
        </p>
      )}
    </section>
  );
}
