import { Head, router } from '@inertiajs/react';
import { useRef, useState, type FormEvent } from 'react';
import FormActions from '@/Components/Stock/FormActions';
import PhotoManager from '@/Components/Stock/PhotoManager';
import UploadOverlay, { type UploadStage } from '@/Components/Stock/UploadOverlay';
import { usePhotoList } from '@/Components/Stock/usePhotoList';
import { useVehicleForm } from '@/Components/Stock/useVehicleForm';
import VehicleFields from '@/Components/Stock/VehicleFields';
import { emptyVehicle, requestFields, serverErrors } from '@/Components/Stock/vehicle-form';
import StaffLayout from '@/Layouts/StaffLayout';
import { callJson, failureText, type ErrorBody } from '@/lib/json-call';
import { route } from '@contracts/routes';
import type { VehicleCreatedAnswer } from '@contracts/stock';
import { CREATE_BOUNDS } from '@contracts/stock-bounds';
import type { PageProps } from '@contracts/page-registry';

const CHECK_FIELDS = 'Revisa los campos marcados en rojo.';
const CREATE_FAILED = 'No se pudo crear el vehículo. Inténtalo de nuevo; lo que has escrito sigue aquí.';

/**
 * Add-Vehicle (back-office §2 "Create vehicle", §4, §5): every field with the create bounds,
 * the photos, and one multipart POST with the upload overlay; on success the edit page.
 * A failure hides the overlay and says what went wrong; nothing typed or picked is lost.
 */
export default function AddVehicle({ marcas, cambios, combustibles, carrocerias, garantias }: PageProps<'Add-Vehicle'>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useVehicleForm('create', emptyVehicle, formRef);
  const photos = usePhotoList();
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!(await form.check(photos.totalBytes))) {
      setFailure(CHECK_FIELDS);
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(requestFields(form.values, 'create'))) body.append(name, value);
    photos.newFiles.forEach((photo, index) => {
      body.append(`fotos[${index}][order]`, String(photo.order));
      body.append(`fotos[${index}][file]`, photo.file, photo.file.name);
    });
    setPercent(0);
    setStage('uploading');
    const answer = await callJson<VehicleCreatedAnswer & ErrorBody>('post', route('coches.store'), {
      data: body,
      onProgress: (done) => {
        setPercent(done);
        if (done >= 100) setStage('compressing');
      },
    });
    if (answer.ok && answer.body?.vehID) {
      setStage('thumbnails');
      router.visit(`${route('coches.edit', { id: answer.body.vehID })}?creado=1`);
      return;
    }
    setStage(null);
    if (answer.status === 422 && answer.body?.errors) {
      form.showErrors(serverErrors(answer.body.errors));
      setFailure(CHECK_FIELDS);
    } else {
      setFailure(failureText(answer, CREATE_FAILED));
    }
  };

  return (
    <>
      <Head title="Crear Vehículo" />
      <p className="eyebrow text-accent">Stock</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Crear Vehículo</h1>
      <p className="mt-2 text-sm text-muted">Los campos marcados con * son obligatorios.</p>

      <form ref={formRef} onSubmit={submit} noValidate aria-label="Crear Vehículo" className="mt-8">
        <div className="grid gap-6">
          <VehicleFields mode="create" bounds={CREATE_BOUNDS} values={form.values} errors={form.errors} lookups={{ marcas, cambios, combustibles, carrocerias, garantias }} onChange={form.setField} />
          <PhotoManager photos={photos} error={form.errors.fotos} />
        </div>
        <FormActions processing={stage !== null} label="Crear vehículo" failure={failure} />
      </form>
      {stage && <UploadOverlay stage={stage} percent={percent} />}
    </>
  );
}

AddVehicle.layout = StaffLayout;
