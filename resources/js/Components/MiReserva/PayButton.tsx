import { useHttp } from '@inertiajs/react';
import { useState } from 'react';
import { formatPrice } from '@contracts/format';
import type { ReservationResponse } from '@contracts/reservations';
import FormStatus, { type FormStatusValue } from '@/Components/Forms/FormStatus';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { goToGateway } from '@/lib/gateway';
import { postForm } from '@/lib/forms';
import { useI18n } from '@/lib/i18n';

/** 'Pagar la señal': a new attempt at paying the deposit, straight on to the bank's page. */
export default function PayButton({ accion, senal }: { accion: string; senal: number }) {
  const { t, locale, path } = useI18n();
  const form = useHttp<{ coche?: string }, ReservationResponse>(() => ({}));
  const [status, setStatus] = useState<FormStatusValue>(null);
  return (
    <form
      className="mt-6"
      onSubmit={async (event) => {
        event.preventDefault();
        setStatus(null);
        const outcome = await postForm(form, path(accion));
        if (outcome.sent && outcome.answer.pago) goToGateway(outcome.answer.pago);
        // A 422 (the car can no longer be held) shows its own message under the button.
        else if (outcome.sent || !outcome.invalid) setStatus({ kind: 'error', text: t('myreservation.pay_failed') });
      }}
    >
      <SubmitButton processing={form.processing} className="w-full sm:w-auto">
        {t('myreservation.pay_button', { amount: formatPrice(senal, locale) })}
      </SubmitButton>
      {form.errors.coche && (
        <p role="alert" className="mt-3 text-sm font-medium text-accent">
          {form.errors.coche}
        </p>
      )}
      <FormStatus status={status} className="mt-3" />
    </form>
  );
}
