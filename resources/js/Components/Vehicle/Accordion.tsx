import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/Components/icons/site';

interface Props {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * One section that opens and closes: a real button with aria-expanded and aria-controls, so it
 * works with the keyboard and screen readers. A closed panel stays in the markup (hidden), so the
 * server-rendered text is still there for search engines.
 */
export default function Accordion({ title, defaultOpen = false, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line/70">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold tracking-tight transition-colors hover:bg-sand/40 sm:px-7"
        >
          {title}
          <ChevronDownIcon className={`size-5 shrink-0 text-muted transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-line px-5 py-6 sm:px-7">
        {children}
      </div>
    </section>
  );
}
