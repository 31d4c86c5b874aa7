import type { Request, Response } from 'express';

/** GET /dashboard (Dashboard): the staff panel. */
export async function panel(_req: Request, res: Response) {
  await res.inertia.render('Dashboard');
}
