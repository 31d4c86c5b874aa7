import { Head, Link, usePage } from '@inertiajs/react';
import { ArrowRightIcon } from '@/Components/icons/site';
import DeliveryCard from '@/Components/LeadInbox/DeliveryCard';
import QuoteForm from '@/Components/LeadInbox/QuoteForm';
import ReservationCard from '@/Components/LeadInbox/ReservationCard';
import WorkflowCard from '@/Components/LeadInbox/WorkflowCard';
import { DetailCard, Facts } from '@/Components/LeadInbox/DetailCard';
import { Contacto, Fecha, OrigenChip } from '@/Components/LeadInbox/LeadParts';
import { PhoneIcon } from '@/Components/icons/site';
import { ExternalIcon, MailIcon, PencilIcon } from '@/Components/icons/staff';
import { WhatsAppIcon } from '@/Components/icons/vehicle';
import { buttonClass } from '@/Components/ui/Button';
import { mailtoHref, visitorTelHref } from '@/lib/lead-inbox';
import { whatsappNumber } from '@contracts/site';
import StaffLayout from '@/Layouts/StaffLayout';
import { useProcessingPoll } from '@/hooks/useProcessingPoll';
import { formatDateTime } from '@contracts/format';
import { route } from '@contracts/routes';
import type { LeadDetail } from '@contracts/lead-inbox';
import type { PageProps } from '@contracts/page-registry';
import { LOCALE_DETAILS } from '@contracts/locales';

const pill = 'inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-medium text-ink transition-colors hover:border-ink';

function CarCard({ coche, leadId, buyer }: { coche: NonNullable<LeadDetail['coche']>; leadId: number; buyer: string }) {
  return (
    <DetailCard title="Vehículo">
      <p className="font-medium">{coche.title}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {coche.publicUrl && (
          <a href={coche.publicUrl} target="_blank" rel="noopener" className={pill}>
            <ExternalIcon /> Ver en la web<span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        )}
        {coche.editUrl && (
          <Link href={coche.editUrl} className={pill}>
            <PencilIcon /> Editar vehículo
          </Link>
        )}
        {!coche.publicUrl && <p className="text-sm text-muted">Ya no está publicado en la web.</p>}
      </div>
      {coche.publicUrl && <QuoteForm leadId={leadId} buyer={buyer} />}
    </DetailCard>
  );
}

/** The photos sent with the enquiry (a trade-in's): thumbnails opening the full photo in a new tab. */
function PhotosCard({ fotos }: { fotos: LeadDetail['fotos'] }) {
  return (
    <DetailCard title={`Fotos (${fotos.length})`}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {fotos.map((foto, index) => (
          <li key={foto.id}>
            {foto.estado === 'lista' ? (
              <a href={foto.url} target="_blank" rel="noopener" className="block overflow-hidden rounded-xl ring-1 ring-line transition hover:ring-ink">
                <img src={foto.thumbUrl} alt={`Foto ${index + 1} del coche del cliente (se abre en una pestaña nueva)`} width={480} height={Math.round((480 * foto.height) / foto.width)} loading="lazy" className="aspect-[4/3] w-full object-cover" />
              </a>
            ) : (
              <p className="grid aspect-[4/3] place-items-center rounded-xl bg-sand p-3 text-center text-xs text-muted ring-1 ring-line">
                {foto.estado === 'procesando' ? 'Procesando la foto…' : foto.error}
              </p>
            )}
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}

/** One tap to answer: call, WhatsApp or mail the visitor, the car named in the mail's subject. */
function ReplyActions({ solicitud }: { solicitud: LeadDetail }) {
  const { appName } = usePage().props;
  const subject = solicitud.coche ? `Tu consulta sobre el ${solicitud.coche.title}` : `Tu consulta en ${appName}`;
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      <a href={visitorTelHref(solicitud.telefono)} className={buttonClass('primary')}>
        <PhoneIcon className="size-4" /> Llamar
      </a>
      <a href={`https://wa.me/${whatsappNumber(solicitud.telefono)}`} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
        <WhatsAppIcon className="size-4" /> WhatsApp<span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
      <a href={mailtoHref(solicitud.email, subject)} className={buttonClass('secondary')}>
        <MailIcon className="size-4" /> Responder por correo
      </a>
    </div>
  );
}

/** Solicitud: one enquiry whole: the visitor and how to answer first, then the form's fields, the message, its follow-up, the car, delivery and consent. */
export default function Solicitud({ solicitud, workflow }: PageProps<'Solicitud'>) {
  const { consentimiento: consent } = solicitud;
  useProcessingPoll(solicitud.fotos.some((foto) => foto.estado === 'procesando'), ['solicitud']);
  return (
    <>
      <Head title={`Solicitud n.º ${solicitud.id}`} />
      <Link href={route('solicitudes.index')} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
        <ArrowRightIcon className="size-4 rotate-180" /> Solicitudes
      </Link>
      <p className="eyebrow mt-6 text-accent">Solicitud n.º {solicitud.id}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight break-words sm:text-4xl">{[solicitud.nombre, solicitud.apellidos].filter(Boolean).join(' ')}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        <OrigenChip origen={solicitud.origen} />
        <span>
          Recibida el <Fecha iso={solicitud.created_at} />
        </span>
        <span className={solicitud.idioma === 'es' ? '' : 'font-semibold text-ink'}>Idioma: {LOCALE_DETAILS[solicitud.idioma].nombre}</span>
      </p>
      <ReplyActions solicitud={solicitud} />

      <div className="mt-8 grid items-start gap-5 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
        <div className="grid gap-5">
          <DetailCard title="Contacto">
            <Facts
              items={[
                { label: 'Nombre', value: solicitud.nombre },
                { label: 'Apellidos', value: solicitud.apellidos },
                { label: 'Teléfono y correo', value: <Contacto row={solicitud} wrap /> },
                { label: 'Formulario', value: solicitud.origen },
              ]}
            />
          </DetailCard>
          <WorkflowCard leadId={solicitud.id} workflow={workflow} />
          {solicitud.datos.length > 0 && (
            <DetailCard title="Datos del formulario">
              <Facts items={solicitud.datos} />
            </DetailCard>
          )}
          <DetailCard title="Mensaje">
            {solicitud.mensaje ? <p className="text-[15px] leading-relaxed break-words whitespace-pre-wrap text-ink/90">{solicitud.mensaje}</p> : <p className="text-sm text-muted">Sin mensaje.</p>}
          </DetailCard>
          {solicitud.fotos.length > 0 && <PhotosCard fotos={solicitud.fotos} />}
        </div>
        <div className="grid gap-5">
          {solicitud.reserva && <ReservationCard leadId={solicitud.id} reserva={solicitud.reserva} />}
          {solicitud.coche && <CarCard coche={solicitud.coche} leadId={solicitud.id} buyer={[solicitud.nombre, solicitud.apellidos].filter(Boolean).join(' ')} />}
          <DeliveryCard lead={solicitud} />
          <DetailCard title="Consentimiento">
            <Facts
              items={[
                { label: 'Fecha', value: formatDateTime(consent.fecha) },
                { label: 'Versión del texto legal', value: consent.version },
                { label: 'IP', value: consent.ip },
                { label: 'Navegador', value: consent.navegador && <span className="text-[13px] text-ink/80">{consent.navegador}</span> },
              ]}
            />
          </DetailCard>
        </div>
      </div>
    </>
  );
}

Solicitud.layout = StaffLayout;
