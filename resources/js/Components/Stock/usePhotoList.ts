import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StockPhoto } from '@contracts/stock';

/**
 * The photos of the vehicle form, in their display order (the order index is the position):
 * the saved ones (edit) and the files picked in this visit, each previewed through an object
 * URL that is revoked when the photo leaves the list or the page.
 */

export type PhotoItem = { key: string; kind: 'saved'; id: number; src: string } | { key: string; kind: 'new'; file: File; src: string };

const savedItem = (foto: StockPhoto): PhotoItem => ({ key: `foto-${foto.id}`, kind: 'saved', id: foto.id, src: foto.thumbUrl });
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

  /** Adds the images among `files`; answers the names of those that are not images. */
  const add = useCallback((files: File[]): string[] => {
    const images = files.filter((file) => file.type.startsWith('image/'));
    const added = images.map((file): PhotoItem => ({ key: `nueva-${(sequence += 1)}`, kind: 'new', file, src: URL.createObjectURL(file) }));
    setItems((current) => [...current, ...added]);
    return files.filter((file) => !images.includes(file)).map((file) => file.name);
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

  /** After a save: the server's photos, the picked files now among them. */
  const reset = useCallback((fotos: StockPhoto[]) => {
    latest.current.forEach(revoke);
    const next = fotos.map(savedItem);
    latest.current = next;
    setItems(next);
  }, []);

  const newFiles = items.flatMap((item, index) => (item.kind === 'new' ? [{ file: item.file, order: index }] : []));
  const totalBytes = newFiles.reduce((sum, photo) => sum + photo.file.size, 0);

  return { items, add, remove, move, reset, newFiles, totalBytes };
}

export type PhotoList = ReturnType<typeof usePhotoList>;
