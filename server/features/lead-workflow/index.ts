/** An enquiry's status, owner and notes, and the assignment mail. */
export { sendAssignmentMail } from './assignment-mail.ts';
export * as leadWorkflow from './lead-workflow.controller.ts';
export { assignNewLead, followUpCounters, handOverLead, recordDriveEvent, OPEN, unassignOpenLeads, uncontactedWhere } from './lead-workflow.queries.ts';
export { assignableMembers, workflowOf } from './lead-workflow.service.ts';
