import { Head, Link, router } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import Pagination from '@/Components/Pagination';
import ProgressBar from '@/Components/ProgressBar';
import { ImportBadge, importOutcome, importTitle } from '@/Components/Stock/ImportSummary';
import StaffLayout from '@/Layouts/StaffLayout';
import { formatDateTime, formatNumber } from '@contracts/format';
import { route } from '@contracts/routes';
import { isRunning } from '@contracts/stock-import';
import type { PageProps } from '@contracts/page-registry';
import { buttonClass } from '@/Components/ui/Button';

/** How often a running import's page asks for its progress. */
const REFRESH_MS = 1_500;

function Progress({ filas, total, checking }: { filas: number; total: number | null; checking: boolean }) {
  const percent = total ? Math.min(100, Math.round((filas / total) * 100)) : null;
  const valueText = total ? `${formatNumber(filas)} de ${formatNumber(total)} filas` : `${formatNumber(filas)} filas`;
  return (
    <div className="mt-5">
      <ProgressBar label={checking ? 'Comprobando el archivo' : 'Importando'} percent={percent} valueText={valueText} className="" />
      {percent !== null && <p className="mt-2 text-right text-xs text-muted tabular-nums">{percent} %</p>}
    </div>
  );
}

const primary = buttonClass('primary');
const secondary = buttonClass('secondary');

/** After a clean dry run: import the same files at once, or upload others. */
function ImportNow({ id }: { id: number }) {
  const [processing, setProcessing] = useState(false);
  const run = () => router.post(route('importar.run', { id }), {}, { onStart: () => setProcessing(true), onFinish: () => setProcessing(false) });
  return (
    <>
      <button type="button" onClick={run} disabled={processing} aria-busy={processing || undefined} className={primary}>
        {processing ? 'Poniendo en cola…' : 'Importar ahora'}
      </button>
      <Link href={route('importar.index')} className={secondary}>
        Subir otros archivos
      </Link>
    </>
  );
}

/**
 * Importacion: one import from the staff screen. While it runs, the page refreshes its progress
 * every REFRESH_MS; once it ends, its outcome, and every error of the file (line, column,
 * message), 50 a page.
 */
export default function Importacion({ importacion, errores }: PageProps<'Importacion'>) {
  const running = isRunning(importacion.estado);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => router.reload({ only: ['importacion', 'errores'] }), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const done = importacion.estado === 'hecha';
  return (
    <>
      <Head title={importTitle(importacion)} />
      <Link href={route('importar.index')} className="text-sm font-medium text-muted transition-colors hover:text-ink">
        ← Importar vehículos
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{importTitle(importacion)}</h1>
        <ImportBadge estado={importacion.estado} />
      </div>
      <p className="mt-2 text-sm break-words text-muted">
        {[importacion.csv_nombre, importacion.zip_nombre].filter(Boolean).join(' + ')} · {formatDateTime(importacion.created_at)}
        {importacion.usuario ? ` · ${importacion.usuario}` : ''}
      </p>

      <section aria-label="Estado" className="mt-8 max-w-3xl rounded-2xl border border-line/80 bg-white p-6 shadow-card sm:p-8">
        <p role="status" className="text-base font-medium">
          {importOutcome(importacion)}
        </p>
        {running && importacion.estado !== 'pendiente' && (
          <Progress filas={importacion.filas} total={importacion.filas_total} checking={importacion.estado === 'comprobando'} />
        )}
        {done && importacion.importable && (
          <p className="mt-2 text-sm text-muted">Guardamos estos archivos 24 horas: puedes importarlos sin volver a subirlos.</p>
        )}
        {done && (
          <div className="mt-5 flex flex-wrap gap-2">
            {!importacion.dry_run ? (
              <Link href={route('vehiculos.index')} className={primary}>
                Ver los vehículos
              </Link>
            ) : importacion.importable ? (
              <ImportNow id={importacion.id} />
            ) : (
              <Link href={route('importar.index')} className={primary}>
                Subirlos de nuevo para importar
              </Link>
            )}
          </div>
        )}
      </section>

      {errores.total > 0 && (
        <section aria-labelledby="errores-title" className="mt-10 max-w-5xl">
          <h2 id="errores-title" className="text-lg font-semibold tracking-tight">
            Errores del archivo
          </h2>
          <p className="mt-1 text-sm text-muted">Corrige estas filas y vuelve a subir el archivo.</p>
          <div className="mt-4 overflow-x-auto rounded-2xl border border-line/80 bg-white shadow-card">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line bg-paper text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Línea
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Columna
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Error
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {errores.data.map((error, index) => (
                  <tr key={`${error.line}-${error.column}-${index}`}>
                    <td className="px-4 py-3 tabular-nums">{error.line}</td>
                    <td className="px-4 py-3 font-mono text-xs">{error.column}</td>
                    <td className="px-4 py-3">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination links={errores.links} className="mt-6" preserve />
        </section>
      )}
    </>
  );
}

Importacion.layout = StaffLayout;
