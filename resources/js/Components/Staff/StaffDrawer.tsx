import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/Components/icons/site';

/**
 * The phone menu: a panel sliding in from the left, on the native <dialog> opened with
 * showModal(), so the page behind is inert (focus stays inside) and Escape closes it. Focus
 * returns to what opened it; a click on the backdrop closes it too.
 */
export default function StaffDrawer({ open, onClose, id, children }: { open: boolean; onClose: () => void; id: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label="Menú del panel"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="on-dark m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none bg-ink p-0 text-white backdrop:bg-ink/50 backdrop:backdrop-blur-sm transition-[translate] duration-200 starting:open:-translate-x-full md:hidden"
    >
      <div className="flex h-full flex-col px-5 pt-5 pb-6">
        <div className="flex justify-end">
          <button type="button" onClick={onClose} aria-label="Cerrar menú" className="-mr-2 grid size-10 place-items-center rounded-full text-white/70 hover:bg-white/10 hover:text-white">
            <CloseIcon className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
