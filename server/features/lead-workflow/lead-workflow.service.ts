import { ESTADOS_SOLICITUD, WORKFLOW_MESSAGES, type ParsedEstadoChange } from '../../contracts/lead-workflow.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { addNote, assign, changeEstado, findAssignable, type WriteOutcome } from './lead-workflow.queries.ts';

/** What a change did: the toast, green when made, red when refused (the enquiry changed meanwhile). */
export type Outcome = { done: boolean; message: string };

function answer(outcome: WriteOutcome, message: string): Outcome {
  if (outcome === 'missing') throw new NotFoundError('Solicitud no encontrada.');
  return outcome === 'done' ? { done: true, message } : { done: false, message: WORKFLOW_MESSAGES.conflict };
}

/** A status change, as the sender saw the enquiry before it. */
export async function moveEnquiry(id: number, actorId: number, change: ParsedEstadoChange): Promise<Outcome> {
  if (change.estado === change.de && change.estado !== 'perdida') return { done: false, message: WORKFLOW_MESSAGES.unchanged };
  const outcome = await changeEstado(id, actorId, { de: change.de, estado: change.estado, motivo: change.motivo ?? null });
  return answer(outcome, WORKFLOW_MESSAGES.estado(ESTADOS_SOLICITUD[change.estado]));
}

/** An assignment (to oneself: 'taking' it), as the sender saw the enquiry before it. */
export async function assignEnquiry(id: number, actorId: number, change: { asignado_id: number | null; de: number | null }): Promise<Outcome> {
  if (change.asignado_id === change.de) return { done: false, message: WORKFLOW_MESSAGES.unchanged };
  const to = change.asignado_id === null ? null : await findAssignable(change.asignado_id);
  if (change.asignado_id !== null && !to) throw new ValidationError({ asignado_id: [WORKFLOW_MESSAGES.unknownAssignee] });
  const message = !to ? WORKFLOW_MESSAGES.unassigned : to.id === actorId ? WORKFLOW_MESSAGES.taken : WORKFLOW_MESSAGES.assigned(to.name);
  return answer(await assign(id, actorId, { de: change.de, to }), message);
}

export async function noteEnquiry(id: number, actorId: number, texto: string): Promise<Outcome> {
  return answer(await addNote(id, actorId, texto), WORKFLOW_MESSAGES.noted);
}
