import { companySignature } from '../../contracts/company.ts';
import { origenLabel } from '../../contracts/lead-inbox.ts';
import { route } from '../../contracts/routes.ts';
import { env } from '../../config/env.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { linkMail } from '../../lib/link-mail.ts';
import { mailer } from '../../lib/mail.ts';
import { companyDetails } from '../../core/company-details.ts';
import { findAssignment } from './lead-workflow.queries.ts';

/**
 * The 'lead-assignment' job: tells a staff member an enquiry is now theirs, with its link. The
 * visitor's contact details stay in the panel (signed in), so the mail carries only the name,
 * the form and the car. An enquiry reassigned meanwhile, or an account deactivated, gets nothing.
 */
export async function sendAssignmentMail(leadId: number, userId: number): Promise<void> {
  const lead = await findAssignment(leadId, userId);
  if (!lead?.asignado) return;
  const { APP_NAME } = env();
  const visitor = [lead.nombre, lead.apellidos].filter(Boolean).join(' ');
  const coche = lead.coche && [lead.coche.marca.nombre, lead.coche.modelo.nombre, lead.coche.nombre].join(' ');
  await mailer().send(
    linkMail({
      to: lead.asignado.email,
      signature: companySignature(await companyDetails(), APP_NAME),
      subject: `Solicitud n.º ${lead.id} asignada a ti - ${APP_NAME}`,
      greeting: `Hola, ${lead.asignado.name}:`,
      lines: [`Te han asignado la solicitud n.º ${lead.id} (${origenLabel(lead.source)}) de ${visitor}.`, ...(coche ? [`Vehículo: ${coche}.`] : [])],
      action: 'Abrir la solicitud',
      url: absoluteUrl(route('solicitudes.show', { id: lead.id })),
      footer: 'Los datos de contacto están en el panel, con tu sesión iniciada.',
    }),
  );
}
