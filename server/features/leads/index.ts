/** Enquiries from the public forms and landing pages: storage, staff mail and CRM delivery. */
export { type ContactCounters, contactCounters } from './counters.ts';
export { requeueDeliveries } from './deliveries.ts';
export * as landing from './landing.controller.ts';
export { payloadDetails } from './lead-mail.ts';
export * as leads from './leads.controller.ts';
export { type CanaryPeriod, createLead, createVehicleLead, MAIL_DUE, periodStart } from './leads.queries.ts';
export { consent, type Sender, senderOf } from './leads.service.ts';
export { deliverLeadMail, MAIL_MAX_ATTEMPTS } from './notify.ts';
export { forwardLead } from './webhook.ts';
