import type { Request, Response } from 'express';
import { CONTACT_MESSAGES, CONTACTS_PER_PAGE, contactSchema } from '../../contracts/contacts.ts';
import { route } from '../../contracts/routes.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { loadPage } from '../../lib/pagination.ts';
import { validate } from '../../lib/validation.ts';
import { pathId } from '../../lib/path-id.ts';
import { signedInId } from '../../core/session-user.ts';
import { contactRow } from './contacts.presenter.ts';
import * as queries from './contacts.queries.ts';

/** The contact id in the path; an unknown or malformed one is a 404. */
function contactId(req: Request): number {
  return pathId(req, 'Contacto no encontrado.');
}

/** Back to the list page the write came from (its page number kept), else the list. */
const backToList = (res: Response) => res.inertia.back(route('contacts.index'));

/** GET /dashboard/contacts (Contact/Index): the staff member's own contacts, by name, paginated. */
export async function index(req: Request, res: Response) {
  const userId = await signedInId(req);
  const contacts = await loadPage(req, {
    perPage: CONTACTS_PER_PAGE,
    count: () => queries.countContacts(userId),
    rows: (skip, take) => queries.contactsPage(userId, skip, take),
    present: contactRow,
  });
  await res.inertia.render('Contact/Index', { contacts });
}

/** POST /dashboard/contacts. */
export async function store(req: Request, res: Response) {
  const form = validate(contactSchema, req.body);
  await queries.createContact(await signedInId(req), form);
  flashToast(req, CONTACT_MESSAGES.created);
  backToList(res);
}

/** PATCH /dashboard/contacts/:id: only the staff member's own contact. */
export async function update(req: Request, res: Response) {
  const id = contactId(req);
  const form = validate(contactSchema, req.body);
  if (!(await queries.updateContact(await signedInId(req), id, form))) throw new NotFoundError('Contacto no encontrado.');
  flashToast(req, CONTACT_MESSAGES.updated);
  backToList(res);
}

/** DELETE /dashboard/contacts/:id: only the staff member's own contact. */
export async function destroy(req: Request, res: Response) {
  const id = contactId(req);
  if (!(await queries.deleteContact(await signedInId(req), id))) throw new NotFoundError('Contacto no encontrado.');
  flashToast(req, CONTACT_MESSAGES.deleted);
  backToList(res);
}
