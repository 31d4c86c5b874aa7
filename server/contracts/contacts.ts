import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';
import type { Paginated, SharedProps } from './pages.ts';

/** The generic contacts screen (back-office §2 "Contacts", §5 "Contact modal", §8 "Contacts"). */


/** Contacts per page of Contact/Index. */
export const CONTACTS_PER_PAGE = 15;

export const CONTACT_MESSAGES = {
  created: 'Contacto creado correctamente.',
  updated: 'Contacto actualizado correctamente.',
  deleted: 'Contacto eliminado correctamente.',
} as const;

/** The add/edit modal: name and phone, both required (phone as people type it). */
export const contactSchema = z.object({
  name: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(120, { error: 'Máximo 120 caracteres.' }),
  phone: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .regex(/^\+?[\d\s().-]{6,40}$/, { error: 'Introduce un número de teléfono válido.' }),
});

export type ContactForm = z.input<typeof contactSchema>;

/** One row of the list: the stored name, and its first word and the rest for the First and Last columns. */
export interface ContactRow {
  id: number;
  name: string;
  first: string;
  last: string;
  phone: string;
}

export interface ContactIndexProps extends SharedProps {
  contacts: Paginated<ContactRow>;
}
