import type { PageProps } from '@contracts/page-registry';
import type { PruebaEstado } from '@contracts/test-drives';
import { formatDateTime } from '@contracts/format';
import ConfirmStep from '@/Components/Forms/ConfirmStep';
import LinkPageCard, { CarName, FactRow } from '@/Components/LinkPage/LinkPageCard';
import { CalendarIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { MessageKey } from '../../../lang/types';

const TEXTS: Record<PruebaEstado, { title: MessageKey; body: MessageKey }> = {
  reservada: { title: 'testdrive.title_reservada', body: 'testdrive.body_reservada' },
  cancelada: { title: 'testdrive.title_cancelada', body: 'testdrive.body_cancelada' },
  hecha: { title: 'testdrive.title_hecha', body: 'testdrive.body_hecha' },
  no_presentado: { title: 'testdrive.title_no_presentado', body: 'testdrive.body_no_presentado' },
};

/**
 * 'Mi prueba' (/prueba/{token}), linked from the drive's mails: the car, when, where and who, and
 * 'Cancelar la prueba' in two steps while it is booked. Never indexed.
 */
export default function MiPrueba({ estado, coche, inicio, sede, vendedor, cancelar }: PageProps<'MiPrueba'>) {
  const { t, locale, path } = useI18n();
  const title = t(TEXTS[estado].title);
  return (
    <LinkPageCard icon={<CalendarIcon className="size-6" />} eyebrow={t('testdrive.eyebrow')} title={title} body={t(TEXTS[estado].body)}>
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
