/** Reservation requests, their deposit paid online, and the holds staff confirm, extend and release. */
export * as reservations from './reservations.controller.ts';
export * as myReservation from './my-reservation.controller.ts';
export * as deposits from './deposits.controller.ts';
export * as paymentsList from './payments-list.controller.ts';
export { pagoDetail } from './deposits.presenter.ts';
export { paymentSelect } from './deposits.queries.ts';
export { expireUnpaid, queueLostPaymentJobs, refundPayment } from './deposits.service.ts';
export { expireReservation, queueEndedHolds, releaseHoldOnStockChange, sendReservationMail, sendWithdrawalMails } from './reservations.service.ts';
