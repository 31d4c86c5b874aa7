import { db } from '../../db/client.ts';

/** A valuation request's visitor and car, for their acknowledgement; null when it is gone or is not one. */
export function tradeInRequest(leadId: number) {
  return db().lead.findFirst({ where: { id: leadId, source: 'tasacion' }, select: { nombre: true, email: true, idioma: true, payload: true } });
}
