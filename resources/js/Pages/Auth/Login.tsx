import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { LoginProps } from '@contracts/auth';
import { route } from '@contracts/routes';
import { TextField } from '@/Components/Forms/FormField';

/** Auth/Login (back-office §2 "Account screens"): email, password, remember; 'Login'. */
export default function Login({ status }: LoginProps) {
  const form = useForm({ email: '', password: '', remember: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('login.store'), { onFinish: () => form.reset('password') });
  };

  return (
    <main className="grid min-h-screen place-items-center bg-surface px-4">
      <Head title="Acceso del personal" />
      <form onSubmit={submit} className="w-full max-w-sm space-y-5 rounded-2xl bg-white p-8 shadow-sm" noValidate>
        <h1 className="text-xl font-semibold">Acceso del personal</h1>
        {status && <p className="text-sm text-green-700">{status}</p>}
        <TextField label="Email" name="email" type="email" autoComplete="username" required value={form.data.email} error={form.errors.email} onChange={(e) => form.setData('email', e.target.value)} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required value={form.data.password} error={form.errors.password} onChange={(e) => form.setData('password', e.target.value)} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="remember" checked={form.data.remember} onChange={(e) => form.setData('remember', e.target.checked)} />
          Recordarme
        </label>
        <button type="submit" disabled={form.processing} className="w-full rounded-xl bg-ink px-4 py-3 text-sm font-semibold text-white">
          Login
        </button>
      </form>
    </main>
  );
}
