import type { PageProps } from '@contracts/page-registry';
import type { CanceladaPor, PruebaEstado } from '@contracts/test-drives';
import MoveDrive from '@/Components/TestDrive/MoveDrive';
import { formatDateTime } from '@contracts/format';
import ConfirmStep from '@/Components/Forms/ConfirmStep';
import LinkPageCard, { CarName, FactRow } from '@/Components/LinkPage/LinkPageCard';
import { CalendarIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { MessageKey } from '../../../lang/types';

type Texts = { title: MessageKey; body: MessageKey };

const TEXTS: Record<Exclude<PruebaEstado, 'cancelada'>, Texts> = {
  reservada: { title: 'testdrive.title_reservada', body: 'testdrive.body_reservada' },
  hecha: { title: 'testdrive.title_hecha', body: 'testdrive.body_hecha' },
  no_presentado: { title: 'testdrive.title_no_presentado', body: 'testdrive.body_no_presentado' },
};

/** A cancelled drive's texts, by who cancelled it. */
const CANCELLED: Record<CanceladaPor, Texts> = {
  visitante: { title: 'testdrive.title_cancelada', body: 'testdrive.body_cancelada' },
  coche: { title: 'testdrive.title_cancelada_coche', body: 'testdrive.body_cancelada_coche' },
  personal: { title: 'testdrive.title_cancelada_personal', body: 'testdrive.body_cancelada_personal' },
};

/**
 * 'Mi prueba' (/prueba/{token}), linked from the drive's mails: the car, when, where and who, and
 * 'Cambiar día u hora' and
 * 'Cancelar la prueba' (in two steps) while it is booked. Never indexed.
 */
export default function MiPrueba({ estado, cancelada_por, coche, inicio, sede, vendedor, cancelar, mover }: PageProps<'MiPrueba'>) {
  const { t, locale, path } = useI18n();
  const texts = estado === 'cancelada' ? CANCELLED[cancelada_por ?? 'visitante'] : TEXTS[estado];
  const title = t(texts.title);
  return (
    <LinkPageCard icon={<CalendarIcon className="size-6" />} eyebrow={t('testdrive.eyebrow')} title={title} body={t(texts.body)}>
          <dl className="mt-6 space-y-2.5 rounded-xl bg-sand/60 px-4 py-4 text-sm ring-1 ring-line/70 sm:px-5">
            <FactRow label={t('testdrive.car')}>
              <CarName coche={coche} />
            </FactRow>
            <FactRow label={t('testdrive.when')}>{formatDateTime(inicio, locale)}</FactRow>
            <FactRow label={t('testdrive.branch')}>
              <a href={sede.mapa} target="_blank" rel="noopener" className="underline decoration-line underline-offset-4 hover:decoration-ink">
                {sede.nombre}
              </a>
            </FactRow>
            <FactRow label={t('testdrive.salesperson')}>{vendedor}</FactRow>
          </dl>
          <p className="mt-3 text-sm text-muted">{sede.direccion}</p>
          {mover && <MoveDrive huecos={mover.huecos} accion={mover.accion} />}
          {cancelar && (
            <div className="mt-6 border-t border-line pt-2">
              <ConfirmStep
                accion={path(cancelar)}
                labels={{
                  open: t('testdrive.cancel_button'),
                  title: t('testdrive.cancel_confirm_title'),
                  body: t('testdrive.cancel_confirm_body'),
                  confirm: t('testdrive.cancel_confirm_button'),
                  keep: t('testdrive.cancel_keep'),
                  failed: t('testdrive.cancel_failed'),
                }}
              />
            </div>
          )}
    </LinkPageCard>
  );
}

MiPrueba.layout = PublicLayout;
