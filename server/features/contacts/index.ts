/** The staff contacts list. */
export * as contacts from './contacts.controller.ts';
