import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { callJson } from '@/lib/json-call';
import { route } from '@contracts/routes';
import type { PhotoItem, PhotoList } from './usePhotoList';

type SavedItem = PhotoItem & { kind: 'saved' };

/** Spec §9: after a photo's delete the form is not submitted for 1 second. */
const DELETE_SUPPRESSION_MS = 1000;
const DELETE_FAILED = 'No se pudo eliminar la foto. Inténtalo de nuevo.';
const ORDER_FAILED = 'No se pudo guardar el nuevo orden de las fotos. Inténtalo de nuevo.';

/**
 * The edit page's saved photos (back-office §4, §7): a delete after the confirm (the row leaves
 * the list once the server answers OK) and the new order of the saved ones after a drag. Orders
 * are sent one after another, so the last drag is the one the server keeps; a refused order puts
 * the photos back as the server has them.
 */
export function useSavedPhotos(photos: PhotoList) {
  const [deleting, setDeleting] = useState<SavedItem | null>(null);
  const [processing, setProcessing] = useState(false);
  const suppressedUntil = useRef(0);
  const confirmedOrder = useRef(photos.items.filter((item) => item.kind === 'saved').map((item) => item.key));
  const sending = useRef<Promise<unknown>>(Promise.resolve());

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    setProcessing(true);
    const answer = await callJson('delete', route('fotos.destroy', { id: deleting.id }));
    setProcessing(false);
    suppressedUntil.current = Date.now() + DELETE_SUPPRESSION_MS;
    if (answer.ok) photos.remove(deleting.key);
    else toast.error(DELETE_FAILED);
    setDeleting(null);
  }, [deleting, photos]);

  const saveOrder = useCallback(
    (items: PhotoItem[]) => {
      const saved = items.flatMap((item, index) => (item.kind === 'saved' ? [{ key: item.key, id: item.id, order: index }] : []));
      if (saved.length === 0) return;
      const send = async () => {
        const answer = await callJson('post', route('fotos.order'), { data: saved.map(({ id, order }) => ({ id, order })) });
        if (answer.ok) confirmedOrder.current = saved.map((item) => item.key);
        else {
          toast.error(ORDER_FAILED);
          photos.restoreSavedOrder(confirmedOrder.current);
        }
      };
      sending.current = sending.current.then(send);
    },
    [photos],
  );

  /** Whether a submit now is one the spec suppresses (within 1 s of a delete). */
  const suppressed = useCallback(() => Date.now() < suppressedUntil.current, []);

  return { deleting, setDeleting, processing, confirmDelete, saveOrder, suppressed };
}
