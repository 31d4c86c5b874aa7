import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from '@contracts/routes';
import AuthCard from '@/Components/Auth/AuthCard';
import { TextField } from '@/Components/Forms/FormField';
import SubmitButton from '@/Components/Forms/SubmitButton';
import GuestLayout from '@/Layouts/GuestLayout';
import { toastFirstError } from '@/lib/auth-toasts';
import { useErrorFocus } from '@/hooks/useErrorFocus';

/** The fields in screen order: a refused send moves focus to the first with an error. */
const FIELDS = ['password'];

/** Auth/ConfirmPassword: password only; opens the sensitive actions (staff accounts) for 3 hours. */
export default function ConfirmPassword() {
  const form = useForm({ password: '' });
  const { formRef, arm } = useErrorFocus(FIELDS, form.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    arm();
    form.post(route('password.confirm.store'), { onError: toastFirstError, onFinish: () => form.reset('password') });
  };

  return (
    <AuthCard
      title="Confirma tu contraseña"
      eyebrow="Zona protegida"
      description="Esta acción afecta a las cuentas del personal. Escribe tu contraseña para continuar; no te la volveremos a pedir en 3 horas."
    >
      <form ref={formRef} onSubmit={submit} className="space-y-5" noValidate>
        <TextField label="Contraseña" name="password" type="password" autoComplete="current-password" required autoFocus value={form.data.password} error={form.errors.password} onChange={(e) => form.setData('password', e.target.value)} />
        <SubmitButton processing={form.processing} className="w-full">
          Confirmar
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

ConfirmPassword.layout = GuestLayout;
