import { Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from '@contracts/routes';
import AuthCard from '@/Components/Auth/AuthCard';
import { TextField } from '@/Components/Forms/FormField';
import SubmitButton from '@/Components/Forms/SubmitButton';
import GuestLayout from '@/Layouts/GuestLayout';
import { toastFirstError } from '@/lib/auth-toasts';
import { useErrorFocus } from '@/hooks/useErrorFocus';

/** The fields in screen order: a refused send moves focus to the first with an error. */
const FIELDS = ['email'];

/** Auth/ForgotPassword: email; 'Email Password Reset Link'. The status comes back as a green toast (§8). */
export default function ForgotPassword() {
  const form = useForm({ email: '' });
  const { formRef, arm } = useErrorFocus(FIELDS, form.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    arm();
    form.post(route('password.email'), { onError: toastFirstError });
  };

  return (
    <AuthCard
      title="Recupera tu contraseña"
      description="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva. El enlace caduca en 60 minutos."
      footer={
        <Link href={route('login')} className="font-semibold text-white underline-offset-4 hover:underline">
          Volver al acceso
        </Link>
      }
    >
      <form ref={formRef} onSubmit={submit} className="space-y-5" noValidate>
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="username" required autoFocus value={form.data.email} error={form.errors.email} onChange={(e) => form.setData('email', e.target.value)} />
        <SubmitButton processing={form.processing} className="w-full">
          Email Password Reset Link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

ForgotPassword.layout = GuestLayout;
