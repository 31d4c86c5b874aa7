import type { Request, Response } from 'express';
import { accountChangeSchema, invitationSchema, STAFF_MESSAGES, STAFF_PER_PAGE } from '../../contracts/staff.ts';
import { route } from '../../contracts/routes.ts';
import { backWithOutcome, flashToast } from '../../lib/flash.ts';
import { loadPage } from '../../lib/pagination.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { signedInId } from '../../core/session-user.ts';
import { staffAccountRow } from './staff.presenter.ts';
import * as queries from './staff.queries.ts';
import { changeStaffAccount, inviteColleague, resendInvitation } from './staff.service.ts';

const accountId = (req: Request) => pathId(req, STAFF_MESSAGES.notFound);

/** GET /dashboard/personal (Personal): every staff account, active ones first, paginated. */
export async function index(req: Request, res: Response) {
  const viewerId = await signedInId(req);
  const cuentas = await loadPage(req, {
    perPage: STAFF_PER_PAGE,
    count: queries.countAccounts,
    rows: queries.accountsPage,
    present: (account: queries.StaffAccount) => staffAccountRow(account, viewerId),
  });
  await res.inertia.render('Personal', { cuentas });
}

/** POST /dashboard/personal (name, email, rol): the account is stored and its invitation queued. */
export async function invite(req: Request, res: Response) {
  const form = validate(invitationSchema, req.body);
  await inviteColleague(form);
  flashToast(req, STAFF_MESSAGES.invited(form.email));
  res.redirect(303, route('personal.index'));
}

/** POST /dashboard/personal/{id} ({rol} or {activa}). */
export async function update(req: Request, res: Response) {
  const id = accountId(req);
  const change = validate(accountChangeSchema, req.body);
  backWithOutcome(req, res, await changeStaffAccount(await signedInId(req), id, change), route('personal.index'));
}

/** POST /dashboard/personal/{id}/invitacion: a new invitation for an account still pending. */
export async function reinvite(req: Request, res: Response) {
  backWithOutcome(req, res, await resendInvitation(accountId(req)), route('personal.index'));
}
