import ProgressBar from '@/Components/ProgressBar';

/**
 * The create form's upload overlay (back-office §4): 'Subiendo archivos...' with the progress,
 * 'Comprimiendo imágenes... ' once everything is sent, 'Creando miniaturas...' on success.
 */

export type UploadStage = 'uploading' | 'compressing' | 'thumbnails';

const TEXTS: Record<UploadStage, string> = {
  uploading: 'Subiendo archivos...',
  compressing: 'Comprimiendo imágenes... ',
  thumbnails: 'Creando miniaturas...',
};

export default function UploadOverlay({ stage, percent }: { stage: UploadStage; percent: number }) {
  const shown = stage === 'uploading' ? percent : 100;
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="subida-estado" className="fixed inset-0 z-50 grid place-items-center bg-ink/70 px-6 backdrop-blur-sm">
      <div className="w-full max-w-sm rounded-3xl bg-white p-7 text-center shadow-lift">
        <div className="mx-auto size-12 animate-spin rounded-full border-4 border-sand border-t-ink motion-reduce:animate-none" aria-hidden="true" />
        <p id="subida-estado" role="status" className="mt-5 text-lg font-semibold tracking-tight">
          {TEXTS[stage]}
        </p>
        <ProgressBar label="Progreso de la subida" percent={shown} />
        <p className="mt-2 text-sm text-muted tabular-nums">{shown} %</p>
        <p className="mt-4 text-xs text-muted">No cierres esta página hasta que termine.</p>
      </div>
    </div>
  );
}
