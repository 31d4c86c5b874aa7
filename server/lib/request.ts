import type { Request } from 'express';
import { isInertiaRequest } from '../inertia/index.ts';

/** Plain JSON callers (fetch with Accept: application/json) get JSON; page visits get pages. */
export const wantsJson = (req: Request) => !isInertiaRequest(req) && req.accepts(['html', 'json']) === 'json';
