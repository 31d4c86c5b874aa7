import { PhoneIcon } from '@/Components/icons/site';
import { useEmpresa } from '@/hooks/useEmpresa';
import { mainPhone } from '@contracts/company';
import { telHref } from '@contracts/site';

/**
 * Phones only: a bar that sticks to the bottom of the screen while the car's page scrolls by,
 * with 'Me Interesa' and a call button. It sits at the end of the page content (sticky, not
 * fixed), so it never covers the footer.
 */
export default function MobileBar({ onInterested }: { onInterested: () => void }) {
  const phone = mainPhone(useEmpresa());
  return (
    <div className="sticky bottom-0 z-30 border-t border-line bg-white/95 px-5 py-3 shadow-[0_-8px_24px_-12px_rgb(11_11_12/0.25)] backdrop-blur md:hidden">
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onInterested}
          className="flex-1 rounded-full bg-accent px-5 py-3 text-sm font-semibold text-white transition-colors hover:bg-accent-dark"
        >
          Me Interesa
        </button>
        {phone && (
          <a href={telHref(phone)} className="flex items-center gap-2 rounded-full border border-line px-5 py-3 text-sm font-semibold">
            <PhoneIcon className="size-4" />
            Llamar
            <span className="sr-only"> al {phone}</span>
          </a>
        )}
      </div>
    </div>
  );
}
