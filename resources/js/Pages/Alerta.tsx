import { Link } from '@inertiajs/react';
import type { AlertaEstado } from '@contracts/alerts';
import type { PageProps } from '@contracts/page-registry';
import FormStatus from '@/Components/Forms/FormStatus';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { BellIcon } from '@/Components/icons/site';
import LinkPageCard from '@/Components/LinkPage/LinkPageCard';
import PublicLayout from '@/Layouts/PublicLayout';
import { useLinkAction } from '@/hooks/useLinkAction';
import { useI18n } from '@/lib/i18n';
import type { MessageKey } from '../../../lang/types';

const TEXTS: Record<AlertaEstado, { title: MessageKey; body: MessageKey; button?: MessageKey }> = {
  confirmar: { title: 'alerts.confirm_title', body: 'alerts.confirm_body', button: 'alerts.confirm_button' },
  confirmada: { title: 'alerts.confirmed_title', body: 'alerts.confirmed_body' },
  baja: { title: 'alerts.unsubscribe_title', body: 'alerts.unsubscribe_body', button: 'alerts.unsubscribe_button' },
  dada_de_baja: { title: 'alerts.unsubscribed_title', body: 'alerts.unsubscribed_body' },
  no_existe: { title: 'alerts.gone_title', body: 'alerts.gone_body' },
};

/** The page of an alert's mail links: confirm it, or unsubscribe with one click; never indexed. */
export default function Alerta({ estado, alerta, accion }: PageProps<'Alerta'>) {
  const { t, route, path } = useI18n();
  const text = TEXTS[estado];
  const title = t(text.title);
  const { submit, processing, status } = useLinkAction(accion && path(accion), t('alerts.action_failed'));

  return (
    <LinkPageCard icon={<BellIcon className="size-6" />} eyebrow={t('alerts.eyebrow')} title={title} body={null} narrow>
      <div className="text-center">
        {alerta && <p className="mx-auto mt-5 max-w-md rounded-xl bg-sand/60 px-4 py-3 text-sm font-semibold ring-1 ring-line/70">{alerta.resumen}</p>}
        <p className="mx-auto mt-5 max-w-md text-muted">{t(text.body)}</p>
        {accion && text.button && (
          <form onSubmit={submit} className="mt-8 flex flex-col items-center gap-4">
            <SubmitButton processing={processing}>{t(text.button)}</SubmitButton>
            <FormStatus status={status} className="text-left" />
          </form>
        )}
        <Link
          href={alerta ? path(alerta.buscarUrl) : route('buscar')}
          className="mt-8 inline-flex text-sm font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
        >
          {alerta ? t('alerts.view_search') : t('alerts.go_to_search')}
        </Link>
      </div>
    </LinkPageCard>
  );
}

Alerta.layout = PublicLayout;
