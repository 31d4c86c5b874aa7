import ConfirmStep from '@/Components/Forms/ConfirmStep';
import { WITHDRAWAL_DAYS } from '@contracts/withdrawal';
import { useI18n } from '@/lib/i18n';

/**
 * 'Desistir de la reserva', the withdrawal function (Directive (EU) 2023/2673): the first button
 * only asks; the second, 'Confirmar el desistimiento', naming who withdraws, from what and where
 * the receipt goes, withdraws.
 */
export default function WithdrawPanel({ accion, titular, coche }: { accion: string; titular: { nombre: string; correo: string }; coche: string }) {
  const { t, path } = useI18n();
  return (
    <section aria-labelledby="withdraw-heading" className="mt-8 border-t border-line pt-6">
      <h2 id="withdraw-heading" className="text-base font-semibold">
        {t('myreservation.withdraw_heading')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t('myreservation.withdraw_deadline', { days: WITHDRAWAL_DAYS })}</p>
      <ConfirmStep
        accion={path(accion)}
        labels={{
          open: t('myreservation.withdraw_button'),
          title: t('myreservation.withdraw_confirm_title'),
          body: t('myreservation.withdraw_confirm_body', { days: WITHDRAWAL_DAYS }),
          confirm: t('myreservation.withdraw_confirm_button'),
          keep: t('myreservation.withdraw_keep'),
          failed: t('myreservation.withdraw_failed'),
        }}
      >
        <p className="mt-2 text-sm leading-relaxed text-ink/80">{t('myreservation.withdraw_who', { name: titular.nombre, car: coche, email: titular.correo })}</p>
      </ConfirmStep>
    </section>
  );
}
