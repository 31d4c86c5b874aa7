import { Head, Link } from '@inertiajs/react';
import type { AlertaEstado } from '@contracts/alerts';
import type { PageProps } from '@contracts/page-registry';
import FormStatus from '@/Components/Forms/FormStatus';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { BellIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import { useLinkAction } from '@/hooks/useLinkAction';

const TEXTS: Record<AlertaEstado, { title: string; body: string; button?: string }> = {
  confirmar: {
    title: 'Confirma tu alerta',
    body: 'Pulsa el botón para activarla. Desde ese momento te enviaremos, como mucho una vez al día, los coches nuevos que encajen con esta búsqueda.',
    button: 'Confirmar la alerta',
  },
  confirmada: {
    title: 'Alerta confirmada',
    body: 'Te escribiremos cuando entren coches que encajen con esta búsqueda, como mucho una vez al día. Cada correo trae un enlace para darte de baja.',
  },
  baja: {
    title: 'Darse de baja de la alerta',
    body: 'Si te das de baja, borraremos la alerta y tu correo, y no te enviaremos nada más sobre esta búsqueda.',
    button: 'Darme de baja',
  },
  dada_de_baja: {
    title: 'Te has dado de baja',
    body: 'Hemos borrado la alerta y tu correo. No recibirás más avisos de esta búsqueda. Puedes crear otra cuando quieras desde el buscador.',
  },
  no_existe: {
    title: 'Esta alerta ya no existe',
    body: 'Puede que te dieras de baja o que caducara sin confirmarse. No te enviaremos ningún correo de ella. Puedes crear otra desde el buscador.',
  },
};

const FAILED = 'No hemos podido completar la acción. Recarga la página e inténtalo de nuevo.';

/** The page of an alert's mail links: confirm it, or unsubscribe with one click; never indexed. */
export default function Alerta({ estado, alerta, accion }: PageProps<'Alerta'>) {
  const text = TEXTS[estado];
  const { submit, processing, status } = useLinkAction(accion, FAILED);

  return (
    <>
      <Head title={text.title}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <section className="container-site py-14 sm:py-20">
        <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-card sm:px-10 sm:py-12">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-sand text-accent">
            <BellIcon className="size-6" />
          </span>
          <p className="eyebrow mt-6 text-accent">Alerta de búsqueda</p>
          <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">{text.title}</h1>
          {alerta && <p className="mx-auto mt-5 max-w-md rounded-xl bg-sand/60 px-4 py-3 text-sm font-semibold ring-1 ring-line/70">{alerta.resumen}</p>}
          <p className="mx-auto mt-5 max-w-md text-muted">{text.body}</p>
          {accion && text.button && (
            <form onSubmit={submit} className="mt-8 flex flex-col items-center gap-4">
              <SubmitButton processing={processing}>{text.button}</SubmitButton>
              <FormStatus status={status} className="text-left" />
            </form>
          )}
          <Link
            href={alerta?.buscarUrl ?? '/buscar'}
            className="mt-8 inline-flex text-sm font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {alerta ? 'Ver la búsqueda' : 'Ir al buscador'}
          </Link>
        </div>
      </section>
    </>
  );
}

Alerta.layout = PublicLayout;
