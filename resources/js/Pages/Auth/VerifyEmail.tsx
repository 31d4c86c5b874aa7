import { router, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { SOMETHING_WENT_WRONG_MESSAGE } from '@contracts/auth';
import { route } from '@contracts/routes';
import AuthCard from '@/Components/Auth/AuthCard';
import SubmitButton from '@/Components/Forms/SubmitButton';
import GuestLayout from '@/Layouts/GuestLayout';

const failed = () => {
  toast.error(SOMETHING_WENT_WRONG_MESSAGE, { id: 'verification-error' });
  return false as const;
};

/**
 * Auth/VerifyEmail: the link was emailed; 'Resend Verification Email' and logout. §8: a sent
 * link is the green 'verification-link-sent' toast (flashed by the server), any failure the red one.
 */
export default function VerifyEmail() {
  const form = useForm({});

  const resend = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('verification.send'), { onError: failed, onHttpException: failed, onNetworkError: failed });
  };

  return (
    <AuthCard
      title="Verifica tu correo"
      description="Gracias por registrarte. Antes de entrar al panel, confirma tu dirección con el enlace que te hemos enviado por correo (caduca en 60 minutos). Si no te ha llegado, te enviamos otro."
    >
      <form onSubmit={resend} className="space-y-4">
        <SubmitButton processing={form.processing} className="w-full">
          Resend Verification Email
        </SubmitButton>
        <button
          type="button"
          onClick={() => router.post(route('logout'))}
          className="w-full rounded-full border border-line px-8 py-3 text-sm font-semibold transition-colors hover:border-ink/40"
        >
          Cerrar sesión
        </button>
      </form>
    </AuthCard>
  );
}

VerifyEmail.layout = GuestLayout;
