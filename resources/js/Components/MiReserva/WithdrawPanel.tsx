import { useRef, useState } from 'react';
import FormStatus from '@/Components/Forms/FormStatus';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { WITHDRAWAL_DAYS } from '@contracts/withdrawal';
import { useLinkAction } from '@/hooks/useLinkAction';
import { useI18n } from '@/lib/i18n';

/**
 * 'Desistir de la reserva', the withdrawal function (Directive (EU) 2023/2673): the first button
 * only asks; the second, 'Confirmar el desistimiento', withdraws. Focus moves to the question,
 * and back to the first button if the buyer keeps the reservation.
 */
export default function WithdrawPanel({ accion, titular, coche }: { accion: string; titular: { nombre: string; correo: string }; coche: string }) {
  const { t, path } = useI18n();
  const { submit, processing, status } = useLinkAction(path(accion), t('myreservation.withdraw_failed'));
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="withdraw-heading" className="mt-8 border-t border-line pt-6">
      <h2 id="withdraw-heading" className="text-base font-semibold">
        {t('myreservation.withdraw_heading')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t('myreservation.withdraw_deadline', { days: WITHDRAWAL_DAYS })}</p>
      {asking ? (
        <form onSubmit={submit} className="mt-4 rounded-2xl border border-accent/30 bg-accent/5 px-5 py-5">
          <h3 ref={question} tabIndex={-1} className="font-semibold outline-none">
            {t('myreservation.withdraw_confirm_title')}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-ink/80">{t('myreservation.withdraw_confirm_body', { days: WITHDRAWAL_DAYS })}</p>
          <p className="mt-2 text-sm leading-relaxed text-ink/80">{t('myreservation.withdraw_who', { name: titular.nombre, car: coche, email: titular.correo })}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <SubmitButton processing={processing}>{t('myreservation.withdraw_confirm_button')}</SubmitButton>
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                requestAnimationFrame(() => opener.current?.focus());
              }}
              className="rounded-full border border-line bg-white px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/40"
            >
              {t('myreservation.withdraw_keep')}
            </button>
          </div>
          <FormStatus status={status} className="mt-3" />
        </form>
      ) : (
        <button
          ref={opener}
          type="button"
          onClick={() => {
            setAsking(true);
            requestAnimationFrame(() => question.current?.focus());
          }}
          className="mt-4 rounded-full border border-ink/20 px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/50"
        >
          {t('myreservation.withdraw_button')}
        </button>
      )}
    </section>
  );
}
