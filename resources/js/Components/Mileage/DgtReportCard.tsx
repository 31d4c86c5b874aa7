import { router, useForm } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import FileField from '@/Components/Forms/FileField';
import ProgressBar from '@/Components/ProgressBar';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import Button, { buttonClass } from '@/Components/ui/Button';
import { INFORME_FIELD, INFORME_MAX_BYTES, INFORME_MESSAGES, type KilometrosProps } from '@contracts/car-history';
import { formatDateTime, formatNumber } from '@contracts/format';
import { route } from '@contracts/routes';

const MB = 1024 * 1024;

/**
 * The car's DGT report: upload a PDF (checked by content on the server), see it, make it public
 * on the car page (only while the car is on the site) or private again, replace or delete it.
 */
export default function DgtReportCard({ coche, informe }: Pick<KilometrosProps, 'coche' | 'informe'>) {
  const form = useForm<{ informe: File | null }>({ informe: null });
  const [deleting, setDeleting] = useState(false);
  const [switching, setSwitching] = useState(false);
  const error = (form.errors as Record<string, string | undefined>)[INFORME_FIELD];
  const choose = (file: File | null) => {
    form.clearErrors();
    if (file && file.size > INFORME_MAX_BYTES) form.setError(INFORME_FIELD as 'informe', INFORME_MESSAGES.tooLarge);
    form.setData('informe', file && file.size <= INFORME_MAX_BYTES ? file : null);
  };
  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (!form.data.informe) return form.setError(INFORME_FIELD as 'informe', INFORME_MESSAGES.missing);
    form.post(route('coches.informe_dgt.store', { id: coche.id }), { forceFormData: true, preserveScroll: true, onSuccess: () => form.reset() });
  };
  const setPublic = (publico: boolean) =>
    router.post(route('coches.informe_dgt.publico', { id: coche.id }), { publico }, { preserveScroll: true, preserveState: true, onStart: () => setSwitching(true), onFinish: () => setSwitching(false) });
  const destroy = () =>
    router.delete(route('coches.informe_dgt.destroy', { id: coche.id }), { preserveScroll: true, preserveState: true, onFinish: () => setDeleting(false) });

  return (
    <div className="grid gap-5">
      {informe ? (
        <div className="grid gap-4 rounded-xl bg-sand/50 px-4 py-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold">Informe de la DGT · PDF, {formatNumber(Math.max(1, Math.round(informe.bytes / 1024)))} KB</p>
            <p className="mt-0.5 text-sm text-muted">Subido el {formatDateTime(informe.subido)}</p>
            <label className="mt-3 flex items-start gap-3 text-sm">
              <input type="checkbox" checked={informe.publico} disabled={switching} onChange={(event) => setPublic(event.target.checked)} className="mt-0.5 size-4 rounded border-line accent-ink" />
              <span>
                <span className="font-medium">Público en la ficha del coche</span>
                <span className="block text-muted">{coche.publico ? 'Se ve mientras el coche esté en la web.' : 'El coche no está en la web: no se verá hasta que lo esté.'}</span>
              </span>
            </label>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={informe.url} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
              Ver el informe
            </a>
            <Button size="sm" variant="secondary" onClick={() => setDeleting(true)}>
              Eliminar
            </Button>
          </div>
        </div>
      ) : (
        <p className="rounded-xl bg-sand/60 px-4 py-4 text-sm text-muted">Sin informe. Es privado al subirlo: tú decides si se ve en la web.</p>
      )}
      <form onSubmit={upload} noValidate aria-label={informe ? 'Sustituir el informe de la DGT' : 'Subir el informe de la DGT'} className="grid gap-3">
        <FileField
          label={informe ? 'Sustituir por otro PDF' : 'PDF del informe'}
          name={INFORME_FIELD}
          accept="application/pdf"
          preview={false}
          file={form.data.informe}
          onChange={choose}
          error={error}
          hint={`PDF de hasta ${INFORME_MAX_BYTES / MB} MB`}
        />
        {form.progress && <ProgressBar label="Subida del informe" percent={form.progress.percentage ?? 0} />}
        <div>
          <Button type="submit" disabled={form.processing} aria-busy={form.processing || undefined}>
            {informe ? 'Sustituir informe' : 'Subir informe'}
          </Button>
        </div>
      </form>
      <ConfirmModal open={deleting} title="Eliminar informe" message="¿Eliminar el informe de la DGT de este coche?" confirmLabel="Eliminar" cancelLabel="Cancelar" onConfirm={destroy} onCancel={() => setDeleting(false)} />
    </div>
  );
}
