import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StockPhoto } from '@contracts/stock';
import { PHOTO_LIMITS, PHOTO_TOO_LARGE_MESSAGE, PHOTOS_TOO_MANY_MESSAGE } from '@contracts/stock-bounds';

/**
 * The photos of the vehicle form, in their display order (the order index is the position):
 * the saved ones (edit) and the files picked in this visit, each previewed through an object
 * URL that is revoked when the photo leaves the list or the page.
 */

export type PhotoItem =
  | { key: string; kind: 'saved'; id: number; src: string; estado: StockPhoto['estado']; error: string | null }
  | { key: string; kind: 'new'; file: File; src: string };

const savedItem = (foto: StockPhoto): PhotoItem => ({ key: `foto-${foto.id}`, kind: 'saved', id: foto.id, src: foto.thumbUrl, estado: foto.estado, error: foto.error });
const revoke = (item: PhotoItem) => {
  if (item.kind === 'new') URL.revokeObjectURL(item.src);
};

let sequence = 0;

export function usePhotoList(saved: StockPhoto[] = []) {
  const [items, setItems] = useState<PhotoItem[]>(() => saved.map(savedItem));
  const latest = useRef(items);

  useEffect(() => {
    latest.current = items;
  }, [items]);
  useEffect(() => () => latest.current.forEach(revoke), []);

  /**
   * Adds the images among `files` that the server will take (at most 20 MB each, 40 new per
   * save); answers why the others were left out, one line per reason.
   */
  const add = useCallback((files: File[]): string[] => {
    const notImages = files.filter((file) => !file.type.startsWith('image/'));
    const tooLarge = files.filter((file) => file.type.startsWith('image/') && file.size > PHOTO_LIMITS.fileBytes);
    const room = PHOTO_LIMITS.files - latest.current.filter((item) => item.kind === 'new').length;
    const fitting = files.filter((file) => !notImages.includes(file) && !tooLarge.includes(file));
    const accepted = fitting.slice(0, Math.max(room, 0));
    const added = accepted.map((file): PhotoItem => ({ key: `nueva-${(sequence += 1)}`, kind: 'new', file, src: URL.createObjectURL(file) }));
    latest.current = [...latest.current, ...added];
    setItems(latest.current);
    const names = (list: File[]) => list.map((file) => file.name).join(', ');
    return [
      ...(notImages.length > 0 ? [`No ${notImages.length === 1 ? 'es una imagen' : 'son imágenes'}: ${names(notImages)}.`] : []),
      ...(tooLarge.length > 0 ? [`${PHOTO_TOO_LARGE_MESSAGE} No se ha${tooLarge.length === 1 ? '' : 'n'} añadido: ${names(tooLarge)}.`] : []),
      ...(accepted.length < fitting.length ? [`${PHOTOS_TOO_MANY_MESSAGE} No se ha${fitting.length - accepted.length === 1 ? '' : 'n'} añadido: ${names(fitting.slice(accepted.length))}.`] : []),
    ];
  }, []);

  const remove = useCallback((key: string) => {
    setItems((current) => {
      const item = current.find((candidate) => candidate.key === key);
      if (item) revoke(item);
      return current.filter((candidate) => candidate.key !== key);
    });
  }, []);

  /** Moves `activeKey` to where `overKey` is; answers the new order. */
  const move = useCallback((activeKey: string, overKey: string): PhotoItem[] => {
    const current = latest.current;
    const from = current.findIndex((item) => item.key === activeKey);
    const to = current.findIndex((item) => item.key === overKey);
    const next = from < 0 || to < 0 || from === to ? current : arrayMove(current, from, to);
    latest.current = next;
    setItems(next);
    return next;
  }, []);

  /**
   * Puts the saved photos back in the order of `keys` (the last order the server confirmed),
   * in the places saved photos hold now; the picked files stay where they are.
   */
  const restoreSavedOrder = useCallback((keys: string[]) => {
    const current = latest.current;
    const saved = current.filter((item) => item.kind === 'saved').sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
    let next = 0;
    const restored = current.map((item) => (item.kind === 'saved' ? (saved[next++] ?? item) : item));
    latest.current = restored;
    setItems(restored);
  }, []);

  /** After a save: the server's photos, the picked files now among them. */
  const reset = useCallback((fotos: StockPhoto[]) => {
    latest.current.forEach(revoke);
    const next = fotos.map(savedItem);
    latest.current = next;
    setItems(next);
  }, []);

  /** The server's word on the saved photos' processing: each keeps its place, with its new state. */
  const updateStates = useCallback((fotos: StockPhoto[]) => {
    const byId = new Map(fotos.map((foto) => [foto.id, foto]));
    const next = latest.current.map((item) => {
      const foto = item.kind === 'saved' ? byId.get(item.id) : undefined;
      return foto && item.kind === 'saved' && (foto.estado !== item.estado || foto.error !== item.error) ? { ...item, estado: foto.estado, error: foto.error } : item;
    });
    if (next.some((item, index) => item !== latest.current[index])) {
      latest.current = next;
      setItems(next);
    }
  }, []);

  const newFiles = items.flatMap((item, index) => (item.kind === 'new' ? [{ file: item.file, order: index }] : []));
  const totalBytes = newFiles.reduce((sum, photo) => sum + photo.file.size, 0);

  return { items, add, remove, move, restoreSavedOrder, reset, updateStates, newFiles, totalBytes };
}

export type PhotoList = ReturnType<typeof usePhotoList>;
