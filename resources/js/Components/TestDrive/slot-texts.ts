import { createContext, use } from 'react';
import type { Translator } from '@contracts/i18n';
import { useOptionalI18n } from '@/lib/i18n';

/** The picker's texts where no public language is set: the back office's Agenda gives its Spanish ones (compiled by the server) here. */
export const SlotTextsContext = createContext<Translator | null>(null);

/** The slot picker's texts: the page's language on the public site, the Agenda's Spanish in the back office. */
export function useSlotTexts(): Translator {
  const staff = use(SlotTextsContext);
  const site = useOptionalI18n();
  const texts = site ?? staff;
  if (!texts) throw new Error('useSlotTexts: the slot picker outside a public page or the Agenda');
  return texts;
}
