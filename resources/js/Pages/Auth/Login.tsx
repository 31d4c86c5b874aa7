import { Link, useForm } from '@inertiajs/react';
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
const FIELDS = ['email', 'password'];

/** Auth/Login (back-office §2 "Account screens"): email, password, remember; 'Login'. */
export default function Login({ status, canResetPassword, canRegister }: PageProps<'Auth/Login'>) {
  const form = useForm({ email: '', password: '', remember: false });
  const { formRef, arm } = useErrorFocus(FIELDS, form.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    arm();
    form.post(route('login.store'), { onError: toastFirstError, onFinish: () => form.reset('password') });
  };

  return (
    <AuthCard
      title="Acceso del personal"
      description="Entra en el panel para gestionar el stock, los banners y los contactos."
      status={status}
      footer={
        canRegister && (
          <>
            ¿Aún no tienes cuenta?{' '}
            <Link href={route('register')} className="font-semibold text-white underline-offset-4 hover:underline">
              Crear una cuenta
            </Link>
          </>
        )
      }
    >
      <form ref={formRef} onSubmit={submit} className="space-y-5" noValidate>
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="username" required autoFocus value={form.data.email} error={form.errors.email} onChange={(e) => form.setData('email', e.target.value)} />
        <div>
          <TextField label="Contraseña" name="password" type="password" autoComplete="current-password" required value={form.data.password} error={form.errors.password} onChange={(e) => form.setData('password', e.target.value)} />
          {canResetPassword && (
            <Link href={route('password.request')} className="mt-2 inline-block text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
              ¿Has olvidado tu contraseña?
            </Link>
          )}
        </div>
        <label className="flex cursor-pointer items-center gap-3 text-sm select-none">
          <input type="checkbox" name="remember" checked={form.data.remember} onChange={(e) => form.setData('remember', e.target.checked)} className="size-4 rounded border-line accent-accent" />
          Recordarme en este equipo
        </label>
        <SubmitButton processing={form.processing} className="w-full">
          Login
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

Login.layout = GuestLayout;
