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

const DESCRIPTIONS: Record<PageProps<'Auth/Register'>['mode'], string> = {
  first: 'Crea la primera cuenta del panel. Después, las nuevas cuentas las crea el personal.',
  open: 'Crea tu cuenta del personal. Te enviaremos un correo para verificar tu dirección.',
  staff: 'Crea la cuenta de un compañero. Recibirá un correo para verificar su dirección antes de entrar.',
};

/** The fields in screen order: a refused send moves focus to the first with an error. */
const FIELDS = ['name', 'email', 'password', 'password_confirmation'];

/** Auth/Register: 'Please Register'; name, email, password, password_confirmation. */
export default function Register({ mode }: PageProps<'Auth/Register'>) {
  const form = useForm({ name: '', email: '', password: '', password_confirmation: '' });
  const { formRef, arm } = useErrorFocus(FIELDS, form.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    arm();
    form.post(route('register.store'), { onError: toastFirstError, onFinish: () => form.reset('password', 'password_confirmation') });
  };

  return (
    <AuthCard
      title="Please Register"
      eyebrow={mode === 'staff' ? 'Nueva cuenta del personal' : 'Área del personal'}
      description={DESCRIPTIONS[mode]}
      footer={
        mode === 'staff' ? (
          <Link href={route('dashboard')} className="font-semibold text-white underline-offset-4 hover:underline">
            Volver al panel
          </Link>
        ) : (
          <>
            ¿Ya tienes cuenta?{' '}
            <Link href={route('login')} className="font-semibold text-white underline-offset-4 hover:underline">
              Inicia sesión
            </Link>
          </>
        )
      }
    >
      <form ref={formRef} onSubmit={submit} className="space-y-5" noValidate>
        <TextField label="Nombre" name="name" autoComplete={mode === 'staff' ? 'off' : 'name'} required autoFocus maxLength={120} value={form.data.name} error={form.errors.name} onChange={(e) => form.setData('name', e.target.value)} />
        <TextField label="Correo electrónico" name="email" type="email" autoComplete={mode === 'staff' ? 'off' : 'username'} required value={form.data.email} error={form.errors.email} onChange={(e) => form.setData('email', e.target.value)} />
        <TextField label="Contraseña" name="password" type="password" autoComplete="new-password" required minLength={8} value={form.data.password} error={form.errors.password} onChange={(e) => form.setData('password', e.target.value)} />
        <TextField label="Repite la contraseña" name="password_confirmation" type="password" autoComplete="new-password" required value={form.data.password_confirmation} error={form.errors.password_confirmation} onChange={(e) => form.setData('password_confirmation', e.target.value)} />
        <SubmitButton processing={form.processing} className="w-full">
          Crear cuenta
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

Register.layout = GuestLayout;
