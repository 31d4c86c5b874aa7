import type { z } from 'zod';
import type { Locale } from '@contracts/locales';

/** The first message of each field with an issue, keyed by the field's name. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A public form's field errors in the page's language: the schemas word them in Spanish, and their
 * translations load on the first check that fails (in Spanish if they cannot).
 */
export async function visitorFieldErrors<Field extends string>(error: z.ZodError, locale: Locale): Promise<Partial<Record<Field, string>>> {
  const errors = fieldErrors<Field>(error);
  if (locale === 'es') return errors;
  return import('./form-messages').then(
    (module) => module.errorsIn(locale, errors),
    () => errors,
  );
}

/** The first field, in the order the form shows them, that has an error. */
export function firstError<Field extends string>(order: readonly Field[], errors: Partial<Record<string, string>>): Field | undefined {
  return order.find((field) => errors[field]);
}

/** Moves focus to the control named `name` inside a form, so the visitor lands on what to fix. */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (name) form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

/** How a JSON form's send ended: the server's message, field errors (a 422), a refusal with its answer (a 409), or no answer to show. */
export type SendOutcome<Answer extends { message: string } = { message: string }> =
  | { sent: true; message: string; answer: Answer }
  | { sent: false; invalid: true }
  | { sent: false; invalid: false; refused?: Answer };

/** The JSON answer of a 409 (what was taken meanwhile, and what is left), if the error is one. */
function refusal<Answer>(error: unknown): Answer | undefined {
  const response = (error as { response?: { status: number; data: unknown } }).response;
  if (response?.status !== 409) return undefined;
  try {
    const body = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
    return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as Answer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts a `useHttp` form. A 422 comes back as `invalid` (useHttp has put each message on its
 * field); a 409 as `refused` with the server's answer; any other failure (419, 429, 5xx, no
 * network) as neither, for the form's own "could not send" text.
 */
export async function postForm<Answer extends { message: string }>(form: { post: (url: string) => Promise<Answer | undefined> }, url: string): Promise<SendOutcome<Answer>> {
  try {
    const response = await form.post(url);
    return response === undefined ? { sent: false, invalid: true } : { sent: true, message: response.message, answer: response };
  } catch (error) {
    return { sent: false, invalid: false, refused: refusal<Answer>(error) };
  }
}
