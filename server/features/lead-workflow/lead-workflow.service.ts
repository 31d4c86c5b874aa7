import { storedLocale } from '../../contracts/locales.ts';
import { ESTADOS_SOLICITUD, type LeadWorkflow, type ParsedEstadoChange, type StaffMember, WORKFLOW_MESSAGES } from '../../contracts/lead-workflow.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { leadWorkflow, staffMember } from './lead-workflow.presenter.ts';
import { carForQuote } from '../catalogue/index.ts';
import { documentFor, type QuoteDocument, type RenderedQuote, renderStoredQuote } from '../quotes/index.ts';
import { addNote, addQuote, assign, assignableStaff, changeEstado, findAssignable, findQuote, findWorkflow, leadQuoteFacts, type WriteOutcome } from './lead-workflow.queries.ts';

const UNCHANGED: Outcome = { tone: 'yellow', message: WORKFLOW_MESSAGES.unchanged };

function answer(outcome: WriteOutcome, message: string): Outcome {
  if (outcome === 'missing') throw new NotFoundError('Solicitud no encontrada.');
  return outcome === 'done' ? made(message) : refused(WORKFLOW_MESSAGES.conflict);
}

/** A status change (a lost one's reason included), as the sender saw the enquiry before it. */
export async function moveEnquiry(id: number, actorId: number, change: ParsedEstadoChange): Promise<Outcome> {
  const motivo = change.estado === 'perdida' ? (change.motivo ?? null) : null;
  const deMotivo = change.de === 'perdida' ? (change.de_motivo ?? null) : null;
  if (change.estado === change.de && motivo === deMotivo) return UNCHANGED;
  const outcome = await changeEstado(id, actorId, { de: change.de, deMotivo, estado: change.estado, motivo });
  return answer(outcome, WORKFLOW_MESSAGES.estado(ESTADOS_SOLICITUD[change.estado]));
}

/** An assignment (to oneself: 'taking' it), as the sender saw the enquiry before it. */
export async function assignEnquiry(id: number, actorId: number, change: { asignado_id: number | null; de: number | null }): Promise<Outcome> {
  if (change.asignado_id === change.de) return UNCHANGED;
  const unassignable = () => new ValidationError({ asignado_id: [WORKFLOW_MESSAGES.unknownAssignee] });
  const to = change.asignado_id === null ? null : await findAssignable(change.asignado_id);
  if (change.asignado_id !== null && !to) throw unassignable();
  const outcome = await assign(id, actorId, { de: change.de, to });
  if (outcome === 'unassignable') throw unassignable();
  const message = !to ? WORKFLOW_MESSAGES.unassigned : to.id === actorId ? WORKFLOW_MESSAGES.taken : WORKFLOW_MESSAGES.assigned(to.name);
  return answer(outcome, message);
}

/**
 * A written quote for the enquiry's car, with the buyer's name, in the language the enquiry came
 * in (the buyer reads it), written on its timeline: the document as printed is kept there, so it
 * downloads the same later. Refused for an enquiry about no car, or a car no longer on sale.
 */
export async function quoteEnquiry(id: number, actorId: number, comprador: string): Promise<Outcome> {
  const lead = await leadQuoteFacts(id);
  if (lead === 'missing') throw new NotFoundError('Solicitud no encontrada.');
  if (lead.coche_id === null) return refused(WORKFLOW_MESSAGES.quoteWithoutCar);
  const car = await carForQuote({ id: lead.coche_id });
  if (!car) return refused(WORKFLOW_MESSAGES.quoteCarGone);
  let referencia = '';
  const outcome = await addQuote(id, actorId, async (eventId) => {
    const documento = await documentFor(car, `S-${id}-${eventId}`, comprador, new Date(), storedLocale(lead.idioma));
    referencia = documento.referencia;
    return documento;
  });
  return answer(outcome, WORKFLOW_MESSAGES.quoted(referencia));
}

/** An enquiry's written quote (`referencia`, or its latest) as it was printed; null when there is none. */
export async function enquiryQuote(id: number, referencia: string | null): Promise<RenderedQuote | null> {
  const documento = (await findQuote(id, referencia)) as QuoteDocument | null;
  return documento ? renderStoredQuote(documento) : null;
}

export async function noteEnquiry(id: number, actorId: number, texto: string): Promise<Outcome> {
  return answer(await addNote(id, actorId, texto), WORKFLOW_MESSAGES.noted);
}

/** The staff who may own an enquiry, as the pages list them. */
export async function assignableMembers(): Promise<StaffMember[]> {
  return (await assignableStaff()).map(staffMember);
}

/** An enquiry's workflow as its page shows it (the last `timeline` entries); null for an unknown enquiry. */
export async function workflowOf(id: number, timeline: number): Promise<LeadWorkflow | null> {
  const [workflow, personal] = await Promise.all([findWorkflow(id, timeline), assignableStaff()]);
  return workflow ? leadWorkflow(id, workflow, personal) : null;
}
