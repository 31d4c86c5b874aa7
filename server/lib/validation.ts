import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * Parses input with a form's zod schema; on failure throws ValidationError with every field's
 * messages, which the error handler sends back to the form (redirect) or as 422 JSON.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown, bag?: string): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    (fields[field] ??= []).push(issue.message);
  }
  throw new ValidationError(fields, bag);
}

/** One field's error whose message is also the error's own (what JSON callers read as `message`). */
export function fieldError(field: string, message: string): ValidationError {
  const error = new ValidationError({ [field]: [message] });
  error.message = message;
  return error;
}
