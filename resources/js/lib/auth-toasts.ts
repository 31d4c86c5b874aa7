import { toast } from 'sonner';

/** §8: the fields whose first error an account screen also shows as a red toast. */
const TOASTED_FIELDS = ['email', 'password', 'token'] as const;

/** Shows the first error of email, password or token as a red toast (the errors also stay under the fields). */
export function toastFirstError(errors: Partial<Record<string, string>>): void {
  const field = TOASTED_FIELDS.find((name) => errors[name]);
  const message = field ? errors[field] : undefined;
  if (message) toast.error(message, { id: 'auth-error' });
}
