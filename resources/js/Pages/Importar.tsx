import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import FileField from '@/Components/Forms/FileField';
import Pagination from '@/Components/Pagination';
import ProgressBar from '@/Components/ProgressBar';
import SaveButton from '@/Components/Staff/SaveButton';
import { ImportBadge, importOutcome, importTitle } from '@/Components/Stock/ImportSummary';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatDateTime } from '@contracts/format';
import { route } from '@contracts/routes';
import { IMPORT_FIELDS, IMPORT_FILE_LIMITS, IMPORT_JOB_MESSAGES } from '@contracts/stock-import';
import type { PageProps } from '@contracts/page-registry';

interface UploadForm {
  csv: File | null;
  fotos: File | null;
  dry_run: boolean;
}

const MB = 1024 * 1024;

/**
 * Importar ('Importar vehículos'): the stock CSV and its photo ZIP, checked only or imported, sent
 * with upload progress; the import then runs in the background and its page follows it. Below,
 * the imports so far.
 */
export default function Importar({ importaciones }: PageProps<'Importar'>) {
  const form = useForm<UploadForm>({ csv: null, fotos: null, dry_run: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    if (!form.data.csv) return form.setError('csv', IMPORT_JOB_MESSAGES.csvRequired);
    if (form.data.csv.size > IMPORT_FILE_LIMITS.csvBytes) return form.setError('csv', IMPORT_JOB_MESSAGES.csvTooLarge);
    if (form.data.fotos && form.data.fotos.size > IMPORT_FILE_LIMITS.zipBytes) return form.setError('fotos', IMPORT_JOB_MESSAGES.zipTooLarge);
    form.transform((data) => ({ ...data, dry_run: data.dry_run ? '1' : '0' }));
    form.post(route('importar.store'), { forceFormData: true });
  };

  const progress = form.processing ? (form.progress?.percentage ?? 0) : null;

  return (
    <>
      <Head title="Importar vehículos" />
      <Link href={route('vehiculos.index')} className="text-sm font-medium text-muted transition-colors hover:text-ink">
        ← Vehículos
      </Link>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">Importar vehículos</h1>
      <p className="mt-3 max-w-2xl text-sm leading-relaxed text-muted">
        Un CSV con una fila por coche, con las columnas de «Exportar CSV» (la <code>ref</code> de cada coche, marca y modelo por su nombre), y si quieres un
        ZIP con sus fotos en carpetas por referencia: <code>{'{ref}'}/1.jpg</code>, <code>{'{ref}'}/2.jpg</code>… Cada fila se comprueba antes de escribir
        nada, y una importación es todo o nada: volver a importar el mismo archivo actualiza los coches por su referencia.
      </p>

      <form onSubmit={submit} noValidate className="mt-8 max-w-3xl space-y-6 rounded-2xl border border-line/80 bg-white p-6 shadow-card sm:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <FileField
            label="Archivo CSV"
            name={IMPORT_FIELDS.csv}
            accept=".csv,text/csv"
            required
            preview={false}
            file={form.data.csv}
            onChange={(file) => form.setData('csv', file)}
            error={form.errors.csv}
            hint={`UTF-8, separado por comas o punto y coma; hasta ${IMPORT_FILE_LIMITS.csvBytes / MB} MB.`}
          />
          <FileField
            label="Fotos (ZIP)"
            name={IMPORT_FIELDS.fotos}
            accept=".zip,application/zip"
            preview={false}
            file={form.data.fotos}
            onChange={(file) => form.setData('fotos', file)}
            error={form.errors.fotos}
            hint="Opcional. JPEG, PNG o WebP, hasta 20 MB por foto."
          />
        </div>
        <label className="flex items-start gap-3 rounded-xl bg-paper px-4 py-3 text-sm">
          <input
            type="checkbox"
            name={IMPORT_FIELDS.dryRun}
            checked={form.data.dry_run}
            onChange={(event) => form.setData('dry_run', event.target.checked)}
            className="mt-0.5 size-4 accent-ink"
          />
          <span>
            <span className="font-medium">Solo comprobar</span>
            <span className="block text-muted">Revisa cada fila y cada foto y lista los errores, sin guardar nada.</span>
          </span>
        </label>
        {progress !== null && <ProgressBar label="Subiendo archivos" percent={progress} className="" />}
        <SaveButton processing={form.processing}>{form.processing ? `Subiendo… ${progress ?? 0}%` : form.data.dry_run ? 'Comprobar' : 'Importar'}</SaveButton>
      </form>

      <section aria-labelledby="importaciones-title" className="mt-12 max-w-3xl">
        <h2 id="importaciones-title" className="text-lg font-semibold tracking-tight">
          Importaciones
        </h2>
        {importaciones.data.length === 0 ? (
          <p className="mt-3 text-sm text-muted">Todavía no se ha importado nada.</p>
        ) : (
          <ul className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line/80 bg-white shadow-card">
            {importaciones.data.map((importacion) => (
              <li key={importacion.id}>
                <Link href={route('importar.show', { id: importacion.id })} className="flex flex-col gap-1.5 px-5 py-4 transition-colors hover:bg-paper sm:px-6">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-semibold">{importTitle(importacion)}</span>
                    <ImportBadge estado={importacion.estado} />
                    <span className="text-xs text-muted">{formatDateTime(importacion.created_at)}</span>
                  </span>
                  <span className="truncate text-sm text-muted">
                    {[importacion.csv_nombre, importacion.zip_nombre].filter(Boolean).join(' + ')}
                    {importacion.usuario ? ` · ${importacion.usuario}` : ''}
                  </span>
                  <span className="text-sm">{importOutcome(importacion)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination links={importaciones.links} className="mt-6" />
      </section>
    </>
  );
}

Importar.layout = StaffLayout;
