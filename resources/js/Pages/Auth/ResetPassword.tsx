import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from '@contracts/routes';
import AuthCard from '@/Components/Auth/AuthCard';
import { TextField } from '@/Components/Forms/FormField';
import SubmitButton from '@/Components/Forms/SubmitButton';
import GuestLayout from '@/Layouts/GuestLayout';
import { toastFirstError } from '@/lib/auth-toasts';
import type { PageProps } from '@contracts/page-registry';
import { useErrorFocus } from '@/hooks/useErrorFocus';

/** The fields in screen order: a refused send moves focus to the first with an error. */
const FIELDS = ['email', 'password', 'password_confirmation'];

/** Auth/ResetPassword: token and email prefilled from the mailed link; password and its confirmation. */
export default function ResetPassword({ token, email }: PageProps<'Auth/ResetPassword'>) {
  const form = useForm({ token, email, password: '', password_confirmation: '' });
  // A refused token is shown, and focused, on the e-mail field.
  const { formRef, arm } = useErrorFocus(FIELDS, { ...form.errors, email: form.errors.email ?? form.errors.token });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    arm();
    form.post(route('password.update'), { onError: toastFirstError, onFinish: () => form.reset('password', 'password_confirmation') });
  };

  return (
    <AuthCard title="Elige una contraseña nueva" description="Al menos 8 caracteres. Después podrás entrar con ella.">
      <form ref={formRef} onSubmit={submit} className="space-y-5" noValidate>
        <input type="hidden" name="token" value={form.data.token} />
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="username" required value={form.data.email} error={form.errors.email ?? form.errors.token} onChange={(e) => form.setData('email', e.target.value)} />
        <TextField label="Contraseña nueva" name="password" type="password" autoComplete="new-password" required autoFocus minLength={8} value={form.data.password} error={form.errors.password} onChange={(e) => form.setData('password', e.target.value)} />
        <TextField label="Repite la contraseña" name="password_confirmation" type="password" autoComplete="new-password" required value={form.data.password_confirmation} error={form.errors.password_confirmation} onChange={(e) => form.setData('password_confirmation', e.target.value)} />
        <SubmitButton processing={form.processing} className="w-full">
          Restablecer la contraseña
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

ResetPassword.layout = GuestLayout;
