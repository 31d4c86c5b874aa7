import { useHttp } from '@inertiajs/react';
import { alertSchema, MAX_ALERTS_PER_EMAIL, MAX_PENDING_ALERTS, type AlertResponse } from '@contracts/alerts';
import { searchQuery, type SearchFilters } from '@contracts/search';
import Modal from '@/Components/Modal';
import FormStatus from '@/Components/Forms/FormStatus';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SendOrClose from '@/Components/Forms/SendOrClose';
import { TextField } from '@/Components/Forms/FormField';
import { useFormSend } from '@/hooks/useFormSend';
import { useI18n } from '@/lib/i18n';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The search on screen: the filters the server applied, and their chips' words. */
  filters: SearchFilters;
  labels: string[];
}

interface AlertFields {
  email: string;
  legal: boolean;
  /** Set from the search on screen when the form is sent. */
  filtros: Record<string, string>;
  hp_gtcars: string;
}

const FIELD_ORDER = ['email', 'legal'] as const;

/**
 * 'Crear alerta': saves the search on screen with an e-mail address and consent. The server
 * answers only once the alert is stored; its confirmation mail follows, and nothing else is sent
 * until the visitor confirms it. A 422 puts each error under its field; any other failure says
 * so and keeps what the visitor typed.
 */
export default function AlertModal({ open, onClose, filters, labels }: Props) {
  const { t, route } = useI18n();
  const form = useHttp<AlertFields, AlertResponse>(() => ({ email: '', legal: false, filtros: {}, hp_gtcars: '' }));
  const filtros = searchQuery({ ...filters, page: 1 });
  const { formRef, status, submit, reset } = useFormSend(form, {
    order: FIELD_ORDER,
    schema: alertSchema,
    outgoing: (data) => ({ ...data, filtros }),
    url: route('alertas.store'),
    sent: t('search.alert_created', { pending: MAX_PENDING_ALERTS, total: MAX_ALERTS_PER_EMAIL }),
    failed: t('search.alert_send_failed'),
    onSent: () => form.reset(),
  });

  // What was said of the last send does not outlive the dialog: the search may change meanwhile.
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('search.create_alert')} description={t('search.alert_description')} maxWidth="lg">
      <div className="rounded-xl bg-sand/60 px-4 py-3 ring-1 ring-line/70">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('search.alert_your_search')}</p>
        {labels.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {labels.map((label) => (
              <li key={label} className="rounded-full bg-white px-3 py-1 text-sm font-medium ring-1 ring-line">
                {label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm font-medium">{t('search.alert_every_car')}</p>
        )}
        {form.errors.filtros && (
          <p role="alert" className="mt-2 text-sm font-medium text-accent">
            {form.errors.filtros}
          </p>
        )}
      </div>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 grid gap-4">
        <TextField
          label={t('forms.email')}
          type="email"
          autoComplete="email"
          required
          name="email"
          value={form.data.email}
          error={form.errors.email}
          onChange={(event) => form.setData('email', event.target.value)}
        />
        <LegalConsent className="" hint={t('forms.legal_required')} checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />
        <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
        <p className="text-xs leading-relaxed text-muted">{t('search.alert_confirm_note')}</p>
        <FormStatus status={status} />
        <SendOrClose processing={form.processing} send={t('search.create_alert')} close={t('search.alert_close')} onClose={close} className="pt-1" />
      </form>
    </Modal>
  );
}
