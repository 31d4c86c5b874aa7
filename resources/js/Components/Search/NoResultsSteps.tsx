import { PhoneIcon } from '@/Components/icons/site';
import { buttonClass } from '@/Components/ui/Button';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';
import type { AppliedFilter } from '@contracts/search-labels';
import { mainPhone } from '@contracts/company';
import { telHref } from '@contracts/site';

/** When nothing matches: take off the last filter, start over, or call us. */
export default function NoResultsSteps({ chips, onRemove, onClear }: { chips: AppliedFilter[]; onRemove: (chip: AppliedFilter) => void; onClear: () => void }) {
  const { t } = useI18n();
  const phone = mainPhone(useEmpresa());
  const last = chips.at(-1);
  return (
    <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">
      {last && (
        <button type="button" onClick={() => onRemove(last)} className={buttonClass('primary', 'wide')}>
          {t('search.remove_last_filter', { label: last.label })}
        </button>
      )}
      {chips.length > 1 && (
        <button type="button" onClick={onClear} className={buttonClass('secondary', 'wide')}>
          {t('search.clear_filters')}
        </button>
      )}
      {phone && (
        <a href={telHref(phone)} className={buttonClass('secondary', 'wide')}>
          <PhoneIcon className="size-4" />
          {t('common.call_phone', { phone })}
        </a>
      )}
    </div>
  );
}
