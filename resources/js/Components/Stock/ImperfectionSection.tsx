import { router } from '@inertiajs/react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import FileField from '@/Components/Forms/FileField';
import { TextField } from '@/Components/Forms/FormField';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import Button from '@/Components/ui/Button';
import { IMPERFECCION_NOTA_MAX, IMPERFECCIONES_POR_FOTO, type ImperfeccionStaff } from '@contracts/car-history';
import { route } from '@contracts/routes';
import type { StockPhoto } from '@contracts/stock';
import FormSection from './FormSection';
import ImperfectionMarker from './ImperfectionMarker';

/** How far an arrow key moves the point being placed (a fiftieth of the photo). */
const STEP = 0.02;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
const clamp = (value: number) => Math.min(1, Math.max(0, value));

type Point = { x: number; y: number };

/**
 * 'Imperfecciones' of the edit page: pick a photo, click (or press Enter, then the arrows) where
 * the imperfection is, write what it is, and save; the car page shows it on the photo as a
 * numbered hotspot with its note. Each photo's marks are listed under it, with delete.
 */
export default function ImperfectionSection({ fotos, imperfecciones }: { fotos: StockPhoto[]; imperfecciones: ImperfeccionStaff[] }) {
  const ready = fotos.filter((foto) => foto.estado === 'lista');
  const [fotoId, setFotoId] = useState<number | null>(ready[0]?.id ?? null);
  const [point, setPoint] = useState<Point | null>(null);
  const [nota, setNota] = useState('');
  const [closeUp, setCloseUp] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<ImperfeccionStaff | null>(null);
  const foto = ready.find((item) => item.id === fotoId) ?? ready[0];
  const marks = imperfecciones.filter((mark) => mark.foto_id === foto?.id);
  const full = marks.length >= IMPERFECCIONES_POR_FOTO;

  const choose = (id: number) => {
    setFotoId(id);
    setPoint(null);
    setErrors({});
  };
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    if (full) return;
    // A click places the point under the pointer; Enter or Space (no pointer) the photo's centre.
    if (event.detail === 0) return setPoint((current) => current ?? { x: 0.5, y: 0.5 });
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = ARROWS[event.key];
    if (!move || !point) return;
    event.preventDefault();
    setPoint({ x: clamp(point.x + move[0]), y: clamp(point.y + move[1]) });
  };
  const only = ['imperfecciones', 'flash', 'errors'];
  const save = () => {
    if (!foto || !point) return;
    router.post(route('fotos.imperfecciones.store', { id: foto.id }), closeUp ? { ...point, nota, foto: closeUp } : { ...point, nota }, {
      preserveScroll: true,
      preserveState: true,
      forceFormData: closeUp !== null,
      only,
      onStart: () => setBusy(true),
      onFinish: () => setBusy(false),
      onError: setErrors,
      onSuccess: () => {
        setPoint(null);
        setNota('');
        setCloseUp(null);
        setErrors({});
      },
    });
  };
  const destroy = () => {
    if (!deleting) return;
    router.delete(route('imperfecciones.destroy', { id: deleting.id }), { preserveScroll: true, preserveState: true, only, onFinish: () => setDeleting(null) });
  };

  return (
    <FormSection title="Imperfecciones" description="Se ven sobre la foto en la web, numeradas, con su nota" className="mt-6">
      {!foto ? (
        <p className="rounded-xl bg-sand/60 px-4 py-4 text-sm text-muted">Cuando el coche tenga fotos listas, podrás señalar en ellas sus imperfecciones.</p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <ul aria-label="Fotos" className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-2 pb-2">
              {ready.map((item, index) => {
                const count = imperfecciones.filter((mark) => mark.foto_id === item.id).length;
                return (
                  <li key={item.id} className="shrink-0">
                    <button
                      type="button"
                      aria-pressed={item.id === foto.id}
                      aria-label={`Foto ${index + 1}${count > 0 ? `, ${count === 1 ? '1 imperfección' : `${count} imperfecciones`}` : ''}`}
                      onClick={() => choose(item.id)}
                      className="relative block rounded-lg ring-offset-2 aria-pressed:ring-2 aria-pressed:ring-ink"
                    >
                      <img src={item.thumbUrl} alt="" className="h-14 w-20 rounded-lg object-cover" />
                      {count > 0 && <span className="absolute -top-1.5 -right-1.5 grid size-5 place-items-center rounded-full bg-accent text-[10px] font-bold text-white">{count}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="relative mt-2 overflow-hidden rounded-xl bg-sand">
              <button
                type="button"
                onClick={place}
                onKeyDown={nudge}
                disabled={full}
                aria-label={point ? 'Punto marcado: muévelo con las flechas o haz clic en otro sitio' : 'Marcar un punto de la foto'}
                className="block w-full cursor-crosshair disabled:cursor-not-allowed"
              >
                <img src={foto.url} alt="" className="block h-auto w-full select-none" draggable={false} />
              </button>
              {marks.map((mark, index) => (
                <ImperfectionMarker key={mark.id} x={mark.x} y={mark.y} label={String(index + 1)} />
              ))}
              {point && <ImperfectionMarker x={point.x} y={point.y} label={String(marks.length + 1)} pending />}
            </div>
            <p className="mt-2 text-xs text-muted">{full ? `Esta foto ya tiene ${IMPERFECCIONES_POR_FOTO} imperfecciones señaladas.` : 'Haz clic donde está la imperfección (o pulsa Intro y muévela con las flechas).'}</p>
            {errors.x && <p className="mt-1 text-sm text-accent">{errors.x}</p>}
          </div>
          <div className="grid content-start gap-4">
            {point && (
              <div className="grid gap-3 rounded-xl bg-sand/50 p-4">
                <TextField label="Qué es" name="nota" required autoFocus maxLength={IMPERFECCION_NOTA_MAX} value={nota} error={errors.nota} hint="Por ejemplo: «Arañazo leve en la aleta trasera»" onChange={(event) => setNota(event.target.value)} />
                <FileField label="Foto de detalle (opcional)" name="foto" accept="image/*" file={closeUp} onChange={setCloseUp} error={errors.foto} hint="De cerca: se abre desde la nota en la web" />
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={save} disabled={busy} aria-busy={busy || undefined}>
                    Guardar imperfección
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setPoint(null)}>
                    Cancelar
                  </Button>
                </div>
              </div>
            )}
            {marks.length > 0 ? (
              <ol className="divide-y divide-line rounded-xl border border-line">
                {marks.map((mark, index) => (
                  <li key={mark.id} className="flex items-start gap-3 px-4 py-3">
                    <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-accent text-[11px] font-bold text-white">
                      {index + 1}
                    </span>
                    <p className="min-w-0 flex-1 text-sm">{mark.nota}</p>
                    {mark.foto && <img src={mark.foto.thumbUrl} alt={`Detalle: ${mark.nota}`} className="h-10 w-14 shrink-0 rounded-md object-cover" />}
                    <Button size="sm" variant="secondary" onClick={() => setDeleting(mark)} aria-label={`Eliminar la imperfección ${index + 1}: ${mark.nota}`}>
                      Eliminar
                    </Button>
                  </li>
                ))}
              </ol>
            ) : (
              !point && <p className="text-sm text-muted">Esta foto no tiene imperfecciones señaladas.</p>
            )}
          </div>
        </div>
      )}
      <ConfirmModal open={deleting !== null} title="Eliminar imperfección" message={deleting ? `¿Eliminar «${deleting.nota}»?` : ''} confirmLabel="Eliminar" cancelLabel="Cancelar" onConfirm={destroy} onCancel={() => setDeleting(null)} />
    </FormSection>
  );
}
