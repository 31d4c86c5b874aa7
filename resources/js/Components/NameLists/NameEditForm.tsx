import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { TextField } from '@/Components/Forms/FormField';
import { fieldErrors } from '@/lib/forms';
import { nombreSchema } from '@contracts/name-lists';
import { route } from '@contracts/routes';
import Button, { buttonClass } from '@/Components/ui/Button';

interface Props {
  title: string;
  /** What is being renamed, shown above the field ('Marca BMW', 'Modelo de BMW'). */
  context: string;
  nombre: string;
  action: string;
  /** The list to go back to: Marcas Y Modelos unless told. */
  back?: { href: string; label: string };
}

/**
 * The body of EditarMarca, EditarModelo (back-office §2, §5) and EditarLista: one field Nombre (required) and
 * 'Guardar', posted as a form; the server goes back to the list with its toast, or returns the
 * field's error.
 */
export default function NameEditForm({ title, context, nombre, action, back = { href: route('marcaymodelo'), label: 'Marcas Y Modelos' } }: Props) {
  const form = useForm({ nombre });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const checked = nombreSchema.safeParse(form.data);
    if (!checked.success) {
      form.setError(fieldErrors<'nombre'>(checked.error));
      return;
    }
    form.post(action);
  };

  return (
    <>
      <Head title={title} />
      <Link href={back.href} className="text-sm font-medium text-muted transition-colors hover:text-ink">
        ← {back.label}
      </Link>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted">{context}</p>
      <form onSubmit={submit} noValidate className="mt-8 max-w-xl space-y-6 rounded-2xl border border-line/80 bg-white p-6 shadow-card sm:p-8">
        <TextField label="Nombre" name="nombre" required autoComplete="off" maxLength={100} value={form.data.nombre} error={form.errors.nombre} onChange={(e) => form.setData('nombre', e.target.value)} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link href={back.href} className={buttonClass('secondary', 'wide')}>
            Cancelar
          </Link>
          <Button type="submit" size="wide" disabled={form.processing}>
            Guardar
          </Button>
        </div>
      </form>
    </>
  );
}
