/**
 * When a failed delivery of a lead (the staff mail, the CRM forward) is tried again: 2, 4, 8 …
 * minutes after its `failures`-th failure, at most 6 hours apart. After `maxFailures` it is
 * given up (null) and stays on the lead with its last error for staff to see.
 */
const MAX_WAIT_MINUTES = 6 * 60;

export function nextRetryAt(failures: number, maxFailures: number, now: Date = new Date()): Date | null {
  if (failures >= maxFailures) return null;
  const minutes = Math.min(2 ** failures, MAX_WAIT_MINUTES);
  return new Date(now.getTime() + minutes * 60_000);
}

