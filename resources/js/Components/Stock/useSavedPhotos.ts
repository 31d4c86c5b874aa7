import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { route } from '@contracts/routes';
import { sendJson } from './request';
import type { PhotoItem, PhotoList } from './usePhotoList';

type SavedItem = PhotoItem & { kind: 'saved' };

/** Spec §9: after a photo's delete the form is not submitted for 1 second. */
const DELETE_SUPPRESSION_MS = 1000;
const DELETE_FAILED = 'No se pudo eliminar la foto. Inténtalo de nuevo.';
const ORDER_FAILED = 'No se pudo guardar el nuevo orden de las fotos. Inténtalo de nuevo.';

/**
 * The edit page's saved photos (back-office §4, §7): a delete after the confirm (the row leaves
 * the list once the server answers OK) and the new order of the saved ones after a drag.
 */
export function useSavedPhotos(photos: PhotoList) {
  const [deleting, setDeleting] = useState<SavedItem | null>(null);
  const [processing, setProcessing] = useState(false);
  const suppressedUntil = useRef(0);

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    setProcessing(true);
    const answer = await sendJson('DELETE', route('fotos.destroy', { id: deleting.id })).catch(() => null);
    setProcessing(false);
    suppressedUntil.current = Date.now() + DELETE_SUPPRESSION_MS;
    if (answer?.ok) photos.remove(deleting.key);
    else toast.error(DELETE_FAILED);
    setDeleting(null);
  }, [deleting, photos]);

  const saveOrder = useCallback(async (items: PhotoItem[]) => {
    const orders = items.flatMap((item, index) => (item.kind === 'saved' ? [{ id: item.id, order: index }] : []));
    if (orders.length === 0) return;
    const answer = await sendJson('POST', route('fotos.order'), orders).catch(() => null);
    if (!answer?.ok) toast.error(ORDER_FAILED);
  }, []);

  /** Whether a submit now is one the spec suppresses (within 1 s of a delete). */
  const suppressed = useCallback(() => Date.now() < suppressedUntil.current, []);

  return { deleting, setDeleting, processing, confirmDelete, saveOrder, suppressed };
}
