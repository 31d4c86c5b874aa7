import type { Request, Response } from 'express';
import { CONTACT_MESSAGES, CONTACTS_PER_PAGE, contactSchema, type ContactIndexProps } from '../../contracts/contacts.ts';
import { route } from '../../contracts/routes.ts';
import { parseId } from '../../contracts/search.ts';
import { NotFoundError, UnauthorizedError } from '../../http/errors.ts';
import { flashToast } from '../../http/flash.ts';
import { pageNumber, paginate } from '../../http/pagination.ts';
import { validate } from '../../http/validation.ts';
import { currentUser } from '../auth/current-user.ts';
import { contactRow } from './contacts.presenter.ts';
import * as queries from './contacts.queries.ts';

/** The signed-in staff member (the route's staff guard has already checked there is one). */
async function staffId(req: Request): Promise<number> {
  const user = await currentUser(req);
  if (!user) throw new UnauthorizedError();
  return user.id;
}

/** The contact id in the path; an unknown or malformed one is a 404. */
function contactId(req: Request): number {
  const id = parseId(req.params.id);
  if (id === null) throw new NotFoundError('Contacto no encontrado.');
  return id;
}

/** Back to the list page the write came from (its page number kept), else the list. */
const backToList = (res: Response) => res.inertia.back(route('contacts.index'));

/** GET /dashboard/contacts (Contact/Index): the staff member's own contacts, by name, paginated. */
export async function index(req: Request, res: Response) {
  const userId = await staffId(req);
  const total = await queries.countContacts(userId);
  const lastPage = Math.max(1, Math.ceil(total / CONTACTS_PER_PAGE));
  const page = Math.min(pageNumber(req.query.page), lastPage);
  const rows = await queries.contactsPage(userId, (page - 1) * CONTACTS_PER_PAGE, CONTACTS_PER_PAGE);
  const props: Pick<ContactIndexProps, 'contacts'> = {
    contacts: paginate(rows.map(contactRow), { total, page, perPage: CONTACTS_PER_PAGE, url: route('contacts.index') }),
  };
  await res.inertia.render('Contact/Index', props);
}

/** POST /dashboard/contacts. */
export async function store(req: Request, res: Response) {
  const form = validate(contactSchema, req.body);
  await queries.createContact(await staffId(req), form);
  flashToast(req, CONTACT_MESSAGES.created);
  backToList(res);
}

/** PATCH /dashboard/contacts/:id: only the staff member's own contact. */
export async function update(req: Request, res: Response) {
  const id = contactId(req);
  const form = validate(contactSchema, req.body);
  if (!(await queries.updateContact(await staffId(req), id, form))) throw new NotFoundError('Contacto no encontrado.');
  flashToast(req, CONTACT_MESSAGES.updated);
  backToList(res);
}

/** DELETE /dashboard/contacts/:id: only the staff member's own contact. */
export async function destroy(req: Request, res: Response) {
  const id = contactId(req);
  if (!(await queries.deleteContact(await staffId(req), id))) throw new NotFoundError('Contacto no encontrado.');
  flashToast(req, CONTACT_MESSAGES.deleted);
  backToList(res);
}
