import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/Components/icons/site';
import { useOptionalI18n } from '@/lib/i18n';

const WIDTHS = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-md',
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
  /** The landing's form overlay (spec §9: at most 720 px wide). */
  landing: 'sm:max-w-[720px]',
} as const;

/** Where focus starts when nothing is marked: the content's first control, in page order. */
const FIRST_CONTROL = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button, a[href]';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title, also the dialog's accessible description. */
  description?: string;
  maxWidth?: keyof typeof WIDTHS;
  children: ReactNode;
}

/**
 * The site's one modal, on the native <dialog> opened with showModal(): the browser makes the
 * rest of the page inert (focus cannot leave the dialog for the page) and turns Escape into a
 * `cancel` event. On top of that: focus starts on the content's `data-autofocus` element, else
 * its first control (a field, button or link), and goes back to the opener on close; the page behind does not scroll, and
 * a click on the backdrop closes. The close button is shown top right and comes first in the
 * tab order, as it does to the eye. On phones the dialog is a bottom sheet.
 */
export default function Modal({ open, onClose, title, description, maxWidth = 'lg', children }: Props) {
  const i18n = useOptionalI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const content = body.current;
    (content?.querySelector<HTMLElement>('[data-autofocus]') ?? content?.querySelector<HTMLElement>(FIRST_CONTROL))?.focus();
    // Scroll lock; the gutter keeps the page from shifting when its scrollbar goes away.
    const root = document.documentElement;
    const previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous.overflow;
      root.style.scrollbarGutter = previous.gutter;
      if (dialog.open) dialog.close();
      opener.current?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-full max-w-none rounded-t-3xl bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60 backdrop:backdrop-blur-sm max-sm:mb-0 max-sm:max-h-[92dvh] sm:w-[calc(100%-2rem)] sm:rounded-3xl ${WIDTHS[maxWidth]} transition-[opacity,translate] duration-200 starting:open:translate-y-3 starting:open:opacity-0`}
    >
      <div className="relative px-6 pt-7 pb-6 sm:px-8 sm:pt-8 sm:pb-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={i18n ? i18n.t('common.close_window') : 'Cerrar ventana'}
          className="absolute top-5 right-5 grid size-10 place-items-center rounded-full text-ink/60 transition-colors hover:bg-sand hover:text-ink sm:top-6 sm:right-6"
        >
          <CloseIcon className="size-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-xl font-semibold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-1.5 pr-8 text-sm text-muted">
            {description}
          </p>
        )}
        <div ref={body} className="mt-6">
          {children}
        </div>
      </div>
    </dialog>
  );
}
