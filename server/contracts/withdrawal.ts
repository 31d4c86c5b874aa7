import { addDays, canaryDate } from './canary-date.ts';

/** The days a consumer has to withdraw from a distance contract (TRLGDCU art. 102.1), and the days to refund them (art. 107.1). */
export const WITHDRAWAL_DAYS = 14;

/** The last Canary day to refund a withdrawn reservation's payments: 14 calendar days after the buyer told us. */
export const refundDeadline = (withdrawnAt: Date) => addDays(canaryDate(withdrawnAt), WITHDRAWAL_DAYS);
