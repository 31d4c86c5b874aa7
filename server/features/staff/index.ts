/** 'Personal': staff accounts, roles and invitations. */
export { sendInvitation } from './invitation.ts';
export * as staffAccounts from './staff.controller.ts';
