import { usePoll } from '@inertiajs/react';
import { useEffect } from 'react';

/** How often a page asks for the state of what is being processed (photos, banner images, a payment on its way). */
const PROCESSING_POLL_MS = 2000;

/** While `active` (something is still processing), reloads the page's `only` props every PROCESSING_POLL_MS. */
export function useProcessingPoll(active: boolean, only: string[]): void {
  const { start, stop } = usePoll(PROCESSING_POLL_MS, { only }, { autoStart: false });
  useEffect(() => {
    if (active) start();
    else stop();
    return stop;
  }, [active, start, stop]);
}
