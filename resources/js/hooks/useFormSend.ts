import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FormStatusValue } from '@/Components/Forms/FormStatus';
import { useErrorFocus } from '@/hooks/useErrorFocus';
import { postForm, visitorFieldErrors } from '@/lib/forms';
import { useI18n } from '@/lib/i18n';

/** What the send needs of a `useHttp` form. */
interface SendableForm<Data, Answer extends { message: string }> {
  data: Data;
  errors: Partial<Record<string, string>>;
  transform(callback: (data: Data) => object): void;
  clearErrors(): void;
  setError(errors: Record<string, string>): void;
  post(url: string): Promise<Answer | undefined>;
}

interface SendOptions<Data, Answer> {
  /** The fields in the order the form shows them: focus goes to the first with an error. */
  order: readonly string[];
  /** The server's schema, or how to load it on the first send: the form is checked with it, as it will be sent. */
  schema: z.ZodType | (() => Promise<z.ZodType>);
  /** What is sent, when it is not the form's data as it is. */
  outgoing?: (data: Data) => object;
  url: string;
  /** The success text when the server sends none. */
  sent: string;
  /** The text of a failure with no field to point at (no network, 419, 429, 5xx). */
  failed: string;
  /** After a send went through (reset the form, say), with the server's answer. */
  onSent: (answer: Answer) => void;
  /** After a 409 (what was chosen was taken meanwhile), with the server's answer: its message is the status shown. */
  onRefused?: (answer: Answer) => void;
}

/**
 * A public JSON form's send: checked in the browser with the server's schema first; a 422 puts
 * each message under its field; focus goes to the first field in error, whether the browser or
 * the server found it; "sent" only after a 2xx. Returns the form's ref, the status line and the
 * submit handler, and `reset` for the status and errors (a dialog closing).
 */
export function useFormSend<Data, Answer extends { message: string } = { message: string }>(form: SendableForm<Data, Answer>, options: SendOptions<Data, Answer>) {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const { formRef, arm, disarm } = useErrorFocus(options.order, form.errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    form.clearErrors();
    arm();
    const { outgoing } = options;
    const schema = typeof options.schema === 'function' ? await options.schema().catch(() => null) : options.schema;
    if (!schema) {
      disarm();
      setStatus({ kind: 'error', text: options.failed });
      return;
    }
    const checked = schema.safeParse(outgoing ? outgoing(form.data) : form.data);
    if (!checked.success) {
      form.setError((await visitorFieldErrors(checked.error, locale)) as Record<string, string>);
      return;
    }
    if (outgoing) form.transform(outgoing);
    const outcome = await postForm(form, options.url);
    if (!outcome.sent && outcome.invalid) {
      setStatus({ kind: 'error', text: t('forms.check_fields') });
      return;
    }
    disarm();
    if (!outcome.sent) {
      if (outcome.refused && options.onRefused) options.onRefused(outcome.refused);
      setStatus({ kind: 'error', text: outcome.refused && options.onRefused ? outcome.refused.message : options.failed });
      return;
    }
    options.onSent(outcome.answer);
    setStatus({ kind: 'success', text: outcome.message || options.sent });
  };

  const reset = () => {
    setStatus(null);
    form.clearErrors();
  };

  return { formRef, status, submit, reset };
}
