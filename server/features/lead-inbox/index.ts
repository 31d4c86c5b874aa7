/** 'Solicitudes': the staff's list and page of each enquiry. */
export * as leadInbox from './lead-inbox.controller.ts';
