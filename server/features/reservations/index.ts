/** Reservation requests and the holds staff confirm, extend and release. */
export * as reservations from './reservations.controller.ts';
export { expireReservation, queueEndedHolds, releaseHoldOnStockChange, sendReservationMail, sendWithdrawalMails } from './reservations.service.ts';
