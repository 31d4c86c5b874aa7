import { LEGAL_TEXT_VERSION } from '../../server/contracts/lead-forms.ts';
import type { Prisma, PrismaClient } from '../../server/db/client.ts';

/** A stored enquiry as a public form leaves it, already mailed to staff unless told otherwise. */
export function storeLead(prisma: PrismaClient, data: Partial<Prisma.LeadUncheckedCreateInput> = {}) {
  return prisma.lead.create({
    data: {
      source: 'vehiculo',
      nombre: 'Laura',
      apellidos: 'Suárez',
      telefono: '+34 928 000 111',
      email: 'laura@example.es',
      consent_at: new Date(),
      consent_version: LEGAL_TEXT_VERSION,
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 Chrome/140',
      mailed_at: new Date(),
      mail_next_at: null,
      ...data,
    },
    select: { id: true },
  });
}
