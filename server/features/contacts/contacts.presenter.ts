import type { ContactRow } from '../../contracts/contacts.ts';
import type { ContactRecord } from './contacts.queries.ts';

/** The First and Last columns: the name's first word, and the rest ('' for a single word). */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

export function contactRow(contact: ContactRecord): ContactRow {
  return { id: contact.id, name: contact.name, phone: contact.phone, ...splitName(contact.name) };
}
