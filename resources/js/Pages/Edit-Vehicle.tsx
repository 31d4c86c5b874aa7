import { Head, Link, router, usePage } from '@inertiajs/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import ActivityCard from '@/Components/Charts/ActivityCard';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { ChecklistIcon, ExternalIcon, GaugeIcon, HistoryIcon } from '@/Components/icons/staff';
import CreatedNotice from '@/Components/Stock/CreatedNotice';
import FormActions from '@/Components/Stock/FormActions';
import ImperfectionSection from '@/Components/Stock/ImperfectionSection';
import PhotoManager from '@/Components/Stock/PhotoManager';
import PriceHistoryModal from '@/Components/Stock/PriceHistoryModal';
import { usePhotoList } from '@/Components/Stock/usePhotoList';
import { useSavedPhotos } from '@/Components/Stock/useSavedPhotos';
import { useVehicleForm } from '@/Components/Stock/useVehicleForm';
import VehicleFields from '@/Components/Stock/VehicleFields';
import VideoSection from '@/Components/Stock/VideoSection';
import { requestFields, serverErrors, vehicleValues } from '@/Components/Stock/vehicle-form';
import { useProcessingPoll } from '@/hooks/useProcessingPoll';
import StaffLayout from '@/Layouts/StaffLayout';
import { callJson, failureText, type ErrorBody } from '@/lib/json-call';
import { propsOf } from '@/lib/page-props';
import { CAR_ACTIVITY_DAYS } from '@contracts/car-activity';
import { route } from '@contracts/routes';
import { EDIT_BOUNDS, VEHICLE_UPDATED_MESSAGE } from '@contracts/stock-bounds';
import type { PageProps } from '@contracts/page-registry';
import Button, { buttonClass } from '@/Components/ui/Button';

const CHECK_FIELDS = 'Revisa los campos marcados en rojo.';

const SAVE_FAILED = 'No se pudieron guardar los cambios. Inténtalo de nuevo; lo que has escrito sigue aquí.';

/**
 * Edit-Vehicle (back-office §2 "Edit vehicle", §4, §5, §8): every field with the edit bounds,
 * 'Guardar' (new photos appended at their positions), the saved photos' delete and order,
 * the video, the 'Historial De Precios' modal, and the car's visits and enquiries of the last 90 days.
 */
export default function EditVehicle({ coche, fotos, precios, video, actividad, km_sin_explicar, imperfecciones, marcas, cambios, combustibles, carrocerias, garantias }: PageProps<'Edit-Vehicle'>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useVehicleForm('edit', () => vehicleValues(coche), formRef);
  const photos = usePhotoList(fotos);
  const saved = useSavedPhotos(photos);
  useProcessingPhotos(fotos, photos.updateStates);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const created = new URLSearchParams(usePage().url.split('?')[1] ?? '').get('creado') === '1';
  const marca = marcas.find((item) => item.id === coche.marca_id)?.nombre ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saved.suppressed() || percent !== null) return;
    setFailure(null);
    if (!(await form.check(photos.totalBytes))) {
      setFailure(CHECK_FIELDS);
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(requestFields(form.values, 'edit'))) body.append(name, value);
    photos.newFiles.forEach((photo, index) => {
      body.append(`fotos[${index}][order]`, String(photo.order));
      body.append(`fotos[${index}][file]`, photo.file, photo.file.name);
    });
    setPercent(0);
    const answer = await callJson<{ message?: string } & ErrorBody>('post', route('coches.update', { id: coche.id }), { data: body, onProgress: setPercent });
    if (answer.ok) {
      toast.success(answer.body?.message ?? VEHICLE_UPDATED_MESSAGE);
      // Saving lasts until the saved photos are back, so nothing picked meanwhile is dropped by the reset.
      router.reload({
        only: ['coche', 'fotos', 'precios'],
        onSuccess: (page) => {
          const saved = propsOf(page, 'Edit-Vehicle');
          if (saved) photos.reset(saved.fotos);
        },
        onFinish: () => setPercent(null),
      });
      return;
    }
    if (answer.status === 422 && answer.body?.errors) {
      form.showErrors(serverErrors(answer.body.errors));
      setFailure(CHECK_FIELDS);
    } else {
      setFailure(failureText(answer, SAVE_FAILED));
    }
    setPercent(null);
  };

  return (
    <>
      <Head title="Editar Vehículo" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow text-accent">Stock · Ref. {coche.id}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Editar Vehículo</h1>
          <p className="mt-2 truncate text-sm text-muted">
            {marca} {coche.nombre}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={route('vehiculo', { slug: coche.slug })} target="_blank" rel="noopener" className={buttonClass('secondary')}>
            <ExternalIcon />
            Ver en la web
          </a>
          <Link href={route('coches.inspeccion', { id: coche.id })} className={buttonClass('secondary')}>
            <ChecklistIcon />
            Inspección
          </Link>
          <Link href={route('coches.kilometros', { id: coche.id })} className={buttonClass('secondary')}>
            <GaugeIcon />
            Kilómetros
          </Link>
          <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
            <HistoryIcon />
            Historial De Precios
          </Button>
        </div>
      </div>
      <CreatedNotice show={created} />
      {km_sin_explicar && (
        <p role="status" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-600/20">
          Una lectura de kilómetros es menor que otra anterior y no tiene explicación: el coche no puede publicarse.{' '}
          <Link href={route('coches.kilometros', { id: coche.id })} className="underline underline-offset-2">
            Explícala en «Kilómetros»
          </Link>
        </p>
      )}

      <form ref={formRef} onSubmit={submit} noValidate aria-label="Editar Vehículo" className="mt-8">
        <div className="grid gap-6">
          <VehicleFields mode="edit" bounds={EDIT_BOUNDS} values={form.values} errors={form.errors} lookups={{ marcas, cambios, combustibles, carrocerias, garantias }} onChange={form.setField} />
          <PhotoManager photos={photos} error={form.errors.fotos} onRemoveSaved={saved.setDeleting} onReordered={saved.saveOrder} saving={percent !== null} />
          <VideoSection cocheId={coche.id} initial={video} />
        </div>
        <FormActions processing={percent !== null} label={percent !== null && percent < 100 ? `Guardando… ${percent} %` : 'Guardar'} failure={failure} />
      </form>

      <ImperfectionSection fotos={fotos} imperfecciones={imperfecciones} />

      <ActivityCard title="Interés en la web" description={`Últimos ${CAR_ACTIVITY_DAYS} días, hora de Canarias`} actividad={actividad} className="mt-10" />

      <PriceHistoryModal open={historyOpen} onClose={() => setHistoryOpen(false)} precios={precios} />
      <ConfirmModal
        open={saved.deleting !== null}
        title="Eliminar foto"
        message="¿Estás seguro de que deseas eliminar esta foto?"
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        processing={saved.processing}
        onConfirm={saved.confirmDelete}
        onCancel={() => saved.setDeleting(null)}
      />
    </>
  );
}

EditVehicle.layout = StaffLayout;

/** While a saved photo is processing, reloads the photos' state and hands it on. */
function useProcessingPhotos(fotos: PageProps<'Edit-Vehicle'>['fotos'], onStates: (fotos: PageProps<'Edit-Vehicle'>['fotos']) => void) {
  useProcessingPoll(
    fotos.some((foto) => foto.estado === 'procesando'),
    ['fotos'],
  );
  useEffect(() => {
    onStates(fotos);
  }, [fotos, onStates]);
}
