import { useHttp } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import Modal from '@/Components/Modal';
import FormModalActions from '@/Components/ui/FormModalActions';
import { fieldErrors } from '@/lib/forms';
import { BRAND_MESSAGES, modeloSchema } from '@contracts/brands';
import { nombreSchema, type NameListAnswer } from '@contracts/name-lists';
import type { Lookup } from '@contracts/pages';

const SAVE_FAILED = 'No se pudo guardar. Inténtalo de nuevo.';

interface Props {
  /** 'nombre': a name alone (a brand, a lookup row); 'modelo': a model, with the brands to choose from. */
  kind: 'nombre' | 'modelo';
  title: string;
  /** Where the JSON is posted. */
  action: string;
  marcas?: Lookup[];
  onClose: () => void;
  onAdded: () => void;
}

/**
 * The 'Agregar' modals of MarcasModelos (back-office §5 "Brand/model", §7) and of the lookup
 * lists: a name (a brand, a body type…), or a model's brand and name. Checked with the server's schema first, then sent as JSON; the
 * server's field errors (a duplicate name) land under their fields, its message is the toast.
 */
export default function AddNameModal({ kind, title, action, marcas = [], onClose, onAdded }: Props) {
  const form = useHttp<{ marca_id: string; nombre: string }, NameListAnswer>({ marca_id: '', nombre: '' });
  const isModelo = kind === 'modelo';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const checked = isModelo ? modeloSchema.safeParse(form.data) : nombreSchema.safeParse({ nombre: form.data.nombre });
    if (!checked.success) {
      form.setError(fieldErrors<'marca_id' | 'nombre'>(checked.error));
      return;
    }
    if (!isModelo) form.transform((data) => ({ nombre: data.nombre }));
    try {
      const answer = await form.post(action);
      if (!answer) return;
      toast.success(answer.message);
      onAdded();
      onClose();
    } catch {
      toast.error(SAVE_FAILED);
    }
  };

  return (
    <Modal open onClose={onClose} title={title} maxWidth="md">
      <form onSubmit={submit} noValidate className="space-y-5">
        {isModelo && (
          <SelectField label="Marca" name="marca_id" required value={form.data.marca_id} error={form.errors.marca_id} onChange={(e) => form.setData('marca_id', e.target.value)}>
            <option value="">Selecciona una marca</option>
            {marcas.map((marca) => (
              <option key={marca.id} value={marca.id}>
                {marca.nombre}
              </option>
            ))}
          </SelectField>
        )}
        <div>
          <TextField label="Nombre" name="nombre" required autoComplete="off" maxLength={100} value={form.data.nombre} error={form.errors.nombre} onChange={(e) => form.setData('nombre', e.target.value)} />
          {isModelo && !form.errors.nombre && <p className="mt-1.5 text-xs text-muted">{BRAND_MESSAGES.modelNameHint}</p>}
        </div>
        <FormModalActions cancelLabel="Cancelar" onCancel={onClose} processing={form.processing}>
          Agregar
        </FormModalActions>
      </form>
    </Modal>
  );
}
