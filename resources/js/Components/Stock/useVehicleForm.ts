import { useCallback, useState, type RefObject } from 'react';
import { PHOTO_LIMITS, PHOTOS_TOO_HEAVY_MESSAGE } from '@contracts/stock-bounds';
import { fieldErrors, firstError, focusField } from '@/lib/forms';
import { formField, requestFields, serverErrors, VEHICLE_FIELDS, type VehicleErrors, type VehicleField, type VehicleValues } from './vehicle-form';

/**
 * The vehicle form's values and errors. A brand change empties the model; a changed field
 * loses its error. `check` runs the server's own zod schema (loaded on first submit, so zod is
 * not part of the page's first load) and the upload's size limit on the new photos' bytes, and
 * puts its messages under the fields.
 */
export function useVehicleForm(mode: 'create' | 'edit', initial: () => VehicleValues, formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<VehicleErrors>({});

  const setField = useCallback((field: VehicleField, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'marca_id' && value !== current.marca_id ? { modelo_id: '' } : {}) }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Shows `next` under the fields and moves focus to the first one in the form's order. */
  const showErrors = useCallback((next: VehicleErrors) => {
    setErrors(next);
    const first = firstError<VehicleField | 'fotos'>([...VEHICLE_FIELDS, 'fotos'], next);
    if (first) requestAnimationFrame(() => focusField(formRef.current, first === 'fotos' ? undefined : first));
  }, [formRef]);

  const check = useCallback(async (newPhotoBytes: number): Promise<boolean> => {
    const { createVehicleSchema, editVehicleSchema } = await import('@contracts/stock-forms');
    const result = (mode === 'create' ? createVehicleSchema : editVehicleSchema).safeParse(requestFields(values, mode));
    const photos: VehicleErrors = newPhotoBytes > PHOTO_LIMITS.requestBytes ? { fotos: PHOTOS_TOO_HEAVY_MESSAGE } : {};
    if (result.success && !photos.fotos) {
      setErrors({});
      return true;
    }
    const issues = result.success ? [] : Object.entries(fieldErrors<string>(result.error));
    const byRequestName = issues.flatMap(([name, message]) => (message && formField(name) ? [[name, message]] : []));
    showErrors({ ...serverErrors(Object.fromEntries(byRequestName)), ...photos });
    return false;
  }, [mode, values, showErrors]);

  return { values, errors, showErrors, setField, check };
}
