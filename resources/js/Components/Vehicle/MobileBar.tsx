import { PhoneIcon } from '@/Components/icons/site';
import { formatPrice } from '@contracts/format';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';
import { carPhone } from '@contracts/company';
import { type BranchSlug, telHref } from '@contracts/site';

/**
 * Phones only: a bar that sticks to the bottom of the screen while the car's page scrolls by,
 * with the cash price (none once sold), 'Me Interesa' and a call to the car's branch. It sits at the end of the
 * page content (sticky, not fixed), so it never covers the footer.
 */
export default function MobileBar({ price, branch, onInterested }: { price: number | null; branch: BranchSlug; onInterested: () => void }) {
  const { t, locale } = useI18n();
  const phone = carPhone(useEmpresa(), branch);
  return (
    <div className="sticky bottom-0 z-30 border-t border-line bg-white/95 px-5 py-3 shadow-[0_-8px_24px_-12px_rgb(11_11_12/0.25)] backdrop-blur md:hidden">
      <div className="flex items-center gap-2.5">
        {price !== null && (
          <p className="mr-auto min-w-0 leading-tight">
            <span className="block text-[11px] font-semibold tracking-wide text-muted uppercase">{t('vehicle.cash')}</span>
            <span className="text-lg font-bold tracking-tight whitespace-nowrap tabular-nums">{formatPrice(price, locale)}</span>
          </p>
        )}
        <button
          type="button"
          onClick={onInterested}
          className={`rounded-full bg-accent px-5 py-3 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-accent-dark ${price === null ? 'flex-1' : ''}`}
        >
          {t('vehicle.interested')}
        </button>
        {phone && (
          <a href={telHref(phone)} aria-label={t('common.call_phone', { phone })} className="grid size-11 shrink-0 place-items-center rounded-full border border-line">
            <PhoneIcon className="size-4" />
          </a>
        )}
      </div>
    </div>
  );
}
