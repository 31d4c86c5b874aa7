import { Link } from '@inertiajs/react';
import { PhoneIcon } from '@/Components/icons/site';
import { formatDateTime } from '@contracts/format';
import { route } from '@contracts/routes';
import type { LeadRow } from '@contracts/lead-inbox';
import { ESTADOS_SOLICITUD } from '@contracts/lead-workflow';
import Badge from '@/Components/ui/Badge';
import { CrmBadge, EntregaBadge } from './DeliveryBadge';
import { MailIcon } from '@/Components/icons/staff';
import { ESTADO_TONES, mailtoHref, visitorTelHref } from '@/lib/lead-inbox';

/** Pieces shared by the list's table (desktop) and cards (phones). */

export function Fecha({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatDateTime(iso)}
    </time>
  );
}

export function OrigenChip({ origen }: { origen: string }) {
  return <span className="inline-flex rounded-md bg-sand px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink/80">{origen}</span>;
}

/**
 * The enquiry's name, opening its detail. Its hit area covers the whole row or card (the
 * nearest `relative` ancestor); the row's other links sit above it (`z-[1]`).
 */
export function NombreLink({ row }: { row: Pick<LeadRow, 'id' | 'nombre'> }) {
  return (
    <Link
      href={route('solicitudes.show', { id: row.id })}
      className="font-medium text-ink underline-offset-4 after:absolute after:inset-0 group-hover/lead:text-accent group-hover/lead:underline"
    >
      {row.nombre}
    </Link>
  );
}

const contactLink = 'relative z-[1] inline-flex min-h-6 min-w-0 items-center gap-1.5 text-ink/80 hover:text-accent';

/** Phone (tel:) and email (mailto:); `wrap` shows a long address whole instead of cutting it. */
export function Contacto({ row, wrap = false }: { row: Pick<LeadRow, 'telefono' | 'email'>; wrap?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col text-[13px]">
      <a href={visitorTelHref(row.telefono)} className={`${contactLink} whitespace-nowrap tabular-nums`}>
        <PhoneIcon className="size-3.5 shrink-0 text-muted" />
        {row.telefono}
      </a>
      <a href={mailtoHref(row.email)} className={contactLink}>
        <MailIcon className="size-3.5 shrink-0 text-muted" />
        <span className={wrap ? 'break-all' : 'truncate'}>{row.email}</span>
      </a>
    </div>
  );
}

export function Vehiculo({ coche }: { coche: LeadRow['coche'] }) {
  if (!coche) return <span className="text-muted">—</span>;
  if (!coche.editUrl) return <span className="text-ink/80">{coche.title}</span>;
  return (
    <Link href={coche.editUrl} className="relative z-[1] text-ink/80 underline-offset-4 hover:text-accent hover:underline">
      {coche.title}
    </Link>
  );
}

/** The mail's badge, and the CRM's when its forward needs attention. */
export function Entrega({ row }: { row: Pick<LeadRow, 'entrega' | 'crm'> }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <EntregaBadge entrega={row.entrega} />
      {(row.crm === 'fallido' || row.crm === 'reintento') && <CrmBadge estado={row.crm} prefix="CRM: " />}
    </div>
  );
}

/** The workflow status, and who follows the enquiry. */
export function Seguimiento({ row }: { row: Pick<LeadRow, 'estado' | 'asignado'> }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={ESTADO_TONES[row.estado]}>{ESTADOS_SOLICITUD[row.estado]}</Badge>
      <span className={`text-[13px] ${row.asignado ? 'text-ink/80' : 'text-muted'}`}>{row.asignado ?? 'Sin asignar'}</span>
    </div>
  );
}
