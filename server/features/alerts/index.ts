/** Saved searches with e-mail alerts: sign-up, confirmation, unsubscribe and the daily digest. */
export * as alerts from './alerts.controller.ts';
export { activeAlertCount, pruneAlerts } from './alerts.queries.ts';
export { DIGEST_CRON, queueDigests, sendConfirmation, sendDigest } from './alerts.service.ts';
