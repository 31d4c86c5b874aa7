import type { BranchSlug } from '@contracts/site';
import { branchHoursText } from '@contracts/branch-hours';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useI18n } from '@/lib/i18n';

/** A branch's opening hours in words, in the page's language, as staff keep them in the branches' calendar. */
export function useBranchHours(slug: BranchSlug): string {
  return branchHoursText(useEmpresa().horarios[slug], useI18n());
}
