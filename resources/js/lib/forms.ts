import type { z } from 'zod';

/** The first message of each field with an issue, keyed by the field's name. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The first field, in the order the form shows them, that has an error. */
export function firstError<Field extends string>(order: readonly Field[], errors: Partial<Record<string, string>>): Field | undefined {
  return order.find((field) => errors[field]);
}

/** Moves focus to the control named `name` inside a form, so the visitor lands on what to fix. */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (name) form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
