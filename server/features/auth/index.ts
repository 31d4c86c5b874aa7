/** Staff sign-in, registration, e-mail verification, password reset and remember-me; the route guards. */
export { resetLinkUrl } from './account-links.ts';
export { invitationMail } from './auth-mail.ts';
export { createAccount } from './auth.service.ts';
export * as confirmPassword from './confirm-password.controller.ts';
export { guestOnly, requirePasswordConfirmed, requireRole, requireStaff, requireUser } from './guards.ts';
export * as login from './login.controller.ts';
export * as passwordReset from './password-reset.controller.ts';
export { replaceResetToken } from './password-reset.queries.ts';
export { hashPassword } from './passwords.ts';
export * as register from './register.controller.ts';
export { registrationGates } from './registration.ts';
export { rememberMe } from './remember-me.ts';
export { pruneAuthTokens, signOutEverywhere } from './remember.queries.ts';
export * as verification from './verification.controller.ts';
