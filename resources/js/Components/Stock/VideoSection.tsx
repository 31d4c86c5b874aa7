import ProgressBar from '@/Components/ProgressBar';
import { useState } from 'react';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { TrashIcon, VideoIcon } from '@/Components/icons/staff';
import { callJson, type ErrorBody } from '@/lib/json-call';
import { route } from '@contracts/routes';
import type { EditVehicleProps, VideoUploadedAnswer } from '@contracts/stock';
import { formatNumber } from '@contracts/format';
import { MB, VIDEO_MAX_BYTES, VIDEO_TOO_LARGE_MESSAGE } from '@contracts/stock-bounds';
import FileDropZone from './FileDropZone';
import FormSection from './FormSection';
import Button from '@/Components/ui/Button';

type Video = NonNullable<EditVehicleProps['video']>;
type Status = { kind: 'busy' | 'success' | 'error'; text: string } | null;

const TONE = { busy: 'text-muted', success: 'text-emerald-700', error: 'text-accent' } as const;

const NOT_A_VIDEO_MESSAGE = 'El archivo no es un vídeo (MP4, MOV o WebM).';

/** The edit page's video (back-office §2, §4, §8): upload with progress, the current video, delete. */
export default function VideoSection({ cocheId, initial }: { cocheId: number; initial: Video | null }) {
  const [video, setVideo] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [confirming, setConfirming] = useState(false);

  /** A dropped file that is no video, or one over the limit, is refused at once, not after minutes of upload. */
  const choose = (picked: File | null) => {
    const refusal = picked === null ? null : !picked.type.startsWith('video/') ? NOT_A_VIDEO_MESSAGE : picked.size > VIDEO_MAX_BYTES ? VIDEO_TOO_LARGE_MESSAGE : null;
    setFile(refusal ? null : picked);
    setStatus(refusal ? { kind: 'error', text: `Error al subir el video: ${refusal}` } : null);
  };

  const upload = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('coche_id', String(cocheId));
    body.append('video', file, file.name);
    setPercent(0);
    setStatus({ kind: 'busy', text: 'Subiendo video... por favor espera.' });
    const answer = await callJson<VideoUploadedAnswer & ErrorBody>('post', route('videos.store'), { data: body, onProgress: setPercent });
    if (answer.ok && answer.body?.video) {
      setVideo(answer.body.video);
      setFile(null);
      setStatus({ kind: 'success', text: '¡Video subido correctamente!' });
    } else if (answer.status === 0) {
      setStatus({ kind: 'error', text: 'Error al subir el video. Por favor, inténtalo de nuevo.' });
    } else {
      const detail = Object.values(answer.body?.errors ?? {}).flat()[0] ?? answer.body?.message ?? `código ${answer.status}`;
      setStatus({ kind: 'error', text: `Error al subir el video: ${detail}` });
    }
    setPercent(null);
  };

  const destroy = async () => {
    if (!video) return;
    setConfirming(false);
    const answer = await callJson<{ success?: boolean }>('delete', route('videos.destroy', { id: video.id }));
    if (answer.ok && answer.body?.success) {
      setVideo(null);
      setStatus({ kind: 'success', text: '¡Video eliminado correctamente!' });
    } else {
      setStatus({ kind: 'error', text: 'Error al eliminar el video. Por favor, inténtalo de nuevo.' });
    }
  };

  return (
    <FormSection title="Vídeo" description="MP4, MOV o WebM">
      {video ? (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
          <video controls preload="metadata" src={video.url} aria-label="Vídeo del vehículo" className="aspect-video w-full rounded-xl bg-ink" />
          <button type="button" onClick={() => setConfirming(true)} className="inline-flex items-center justify-center gap-2 rounded-full border border-line px-5 py-2.5 text-sm font-semibold transition-colors hover:border-accent hover:text-accent">
            <TrashIcon />
            Eliminar vídeo
          </button>
        </div>
      ) : (
        <p className="flex items-center gap-3 rounded-xl bg-sand/60 px-4 py-4 text-sm text-muted">
          <VideoIcon className="size-5 shrink-0" />
          Este vehículo aún no tiene vídeo.
        </p>
      )}
      <div className="mt-5 grid gap-3">
        <FileDropZone
          accept="video/*"
          label={video ? 'Sustituir el vídeo' : 'Subir un vídeo'}
          prompt={[video ? 'Arrastra el vídeo nuevo aquí o' : 'Arrastra el vídeo aquí o', 'elígelo']}
          hint={file ? `${file.name} · ${formatNumber(Math.ceil(file.size / MB))} MB` : `MP4, MOV o WebM · hasta ${VIDEO_MAX_BYTES / MB} MB`}
          disabled={percent !== null}
          onFiles={(files) => choose(files[0] ?? null)}
        />
        <div className="flex justify-end">
          <Button size="lg" onClick={upload} disabled={!file || percent !== null} className="w-full sm:w-auto">
            Subir vídeo
          </Button>
        </div>
      </div>
      {percent !== null && <ProgressBar label="Progreso del vídeo" percent={percent} />}
      <p role="status" className={`mt-3 text-sm font-medium empty:hidden ${status ? TONE[status.kind] : ''}`}>
        {status?.text}
      </p>
      <ConfirmModal open={confirming} title="Eliminar vídeo" message="¿Estás seguro de que deseas eliminar este video?" confirmLabel="Eliminar" cancelLabel="Cancelar" onConfirm={destroy} onCancel={() => setConfirming(false)} />
    </FormSection>
  );
}
