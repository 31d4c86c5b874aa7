import ProgressBar from '@/Components/ProgressBar';
import { useHttp } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/Components/Forms/FormField';
import Modal from '@/Components/Modal';
import FormModalActions from '@/Components/ui/FormModalActions';
import { fieldErrors } from '@/lib/forms';
import { BANNER_IMAGE_ACCEPT, BANNER_IMAGE_MAX_BYTES, BANNER_MESSAGES, BANNER_VIDEO_ACCEPT, BANNER_VIDEO_MAX_BYTES, bannerSchema, type StaffBanner } from '@contracts/banners';
import { route } from '@contracts/routes';
import FileField from '@/Components/Forms/FileField';

interface BannerForm {
  type: 'image' | 'video';
  image_path: File | null;
  video_path: File | null;
  button_text: string;
  button_link: string;
  order: string;
}

type Field = keyof BannerForm;

interface Props {
  /** The banner to edit; null creates one. */
  banner: StaffBanner | null;
  onClose: () => void;
  onSaved: (banner: StaffBanner) => void;
}

/** The browser's own checks, the server's messages: the file of the type, its size, the text fields. */
function check(data: BannerForm, banner: StaffBanner | null): Partial<Record<Field, string>> {
  const parsed = bannerSchema.safeParse(data);
  const errors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors<Field>(parsed.error);
  if (data.type === 'image' && !data.image_path && !banner?.imageUrl && !banner?.imageProcessing) errors.image_path = BANNER_MESSAGES.imageRequired;
  if (data.type === 'video' && !data.video_path && !banner?.videoUrl) errors.video_path = BANNER_MESSAGES.videoRequired;
  if (data.video_path && data.video_path.size > BANNER_VIDEO_MAX_BYTES) errors.video_path = BANNER_MESSAGES.videoTooLarge;
  if (data.image_path && data.image_path.size > BANNER_IMAGE_MAX_BYTES) errors.image_path = BANNER_MESSAGES.imageTooLarge;
  return errors;
}

/**
 * The banner create and edit modal (back-office §2 "Banners", §5, §7). The type switches the file
 * input; a video banner may also take a fixed image, which phones show instead of the video.
 * Sent as multipart with upload progress (an edit as POST with _method=PUT); the server's field
 * errors land under their fields, other failures are the spec's toasts.
 */
export default function BannerFormModal({ banner, onClose, onSaved }: Props) {
  const form = useHttp<BannerForm, StaffBanner>({
    type: banner?.type ?? 'image',
    image_path: null,
    video_path: null,
    button_text: banner?.button_text ?? '',
    button_link: banner?.button_link ?? '',
    order: String(banner?.order ?? 0),
  });
  const isVideo = form.data.type === 'video';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const errors = check(form.data, banner);
    if (Object.keys(errors).length > 0) {
      form.setError(errors);
      return;
    }
    form.transform((data) => {
      const sent: Record<string, string | File> = { type: data.type, button_text: data.button_text, button_link: data.button_link, order: data.order };
      if (data.image_path) sent.image_path = data.image_path;
      if (data.video_path && data.type === 'video') sent.video_path = data.video_path;
      if (banner) sent._method = 'PUT';
      return sent;
    });
    try {
      const saved = banner ? await form.post(route('banners.update', { id: banner.id })) : await form.post(route('banners.store'));
      if (!saved) return;
      toast.success(banner ? BANNER_MESSAGES.updated : BANNER_MESSAGES.created);
      onSaved(saved);
      onClose();
    } catch {
      toast.error(banner ? BANNER_MESSAGES.updateFailed : BANNER_MESSAGES.createFailed);
    }
  };

  const text = (name: 'button_text' | 'button_link' | 'order') => ({ name, value: form.data[name], error: form.errors[name], onChange: (e: { target: { value: string } }) => form.setData(name, e.target.value) });
  const progress = form.processing ? (form.progress?.percentage ?? 0) : null;

  return (
    <Modal open onClose={onClose} title={banner ? 'Editar Banner' : 'Agregar Banner'} description="Imagen recomendada de 1920 × 768 px." maxWidth="xl">
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset>
          <legend className="text-sm font-medium">Tipo</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2 rounded-xl bg-sand/70 p-1">
            {(['image', 'video'] as const).map((type) => (
              <label key={type} className={`cursor-pointer rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-accent ${form.data.type === type ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink'}`}>
                <input type="radio" name="type" value={type} checked={form.data.type === type} onChange={() => form.setData('type', type)} className="sr-only" />
                {type === 'image' ? 'Imagen' : 'Video'}
              </label>
            ))}
          </div>
        </fieldset>
        {isVideo && (
          <FileField label="Video" name="video_path" accept={BANNER_VIDEO_ACCEPT} required={!banner?.videoUrl} file={form.data.video_path} onChange={(file) => form.setData('video_path', file)} error={form.errors.video_path} current={banner?.videoUrl} hint={banner?.videoUrl ? 'Deja el campo vacío para conservar el video actual. MP4, MOV, AVI o MPEG, hasta 20 MB.' : 'MP4, MOV, AVI o MPEG, hasta 20 MB.'} />
        )}
        <FileField
          label={isVideo ? 'Imagen fija para móviles (opcional)' : 'Imagen'}
          name="image_path"
          accept={BANNER_IMAGE_ACCEPT}
          required={!isVideo && !banner?.imageUrl}
          file={form.data.image_path}
          onChange={(file) => form.setData('image_path', file)}
          error={form.errors.image_path}
          current={banner?.imageUrl}
          hint={banner?.imageUrl ? 'Deja el campo vacío para conservar la imagen actual. JPEG, PNG o WebP.' : isVideo ? 'Se muestra en los móviles en lugar del video. JPEG, PNG o WebP.' : 'JPEG, PNG o WebP, 1920 × 768 px.'}
        />
        <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
          <TextField label="Texto del Botón" required maxLength={120} autoComplete="off" {...text('button_text')} />
          <TextField label="Orden" type="number" inputMode="numeric" min={0} max={9999} required {...text('order')} />
        </div>
        <TextField label="Enlace del Botón" required maxLength={500} autoComplete="off" placeholder="/buscar o https://…" {...text('button_link')} />
        {progress !== null && <ProgressBar label="Subiendo archivo" percent={progress} className="" />}
        <FormModalActions cancelLabel="Cancelar" onCancel={onClose} processing={form.processing}>
          {form.processing ? `Guardando… ${progress ?? 0}%` : 'Guardar'}
        </FormModalActions>
      </form>
    </Modal>
  );
}
