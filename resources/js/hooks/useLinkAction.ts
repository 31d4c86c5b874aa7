import { useForm } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import type { FormStatusValue } from '@/Components/Forms/FormStatus';

/**
 * The one button of a mail link's page (confirm an alert, unsubscribe, withdraw from a
 * reservation): posts to `accion`, and says `failed` under the button when the post fails.
 */
export function useLinkAction(accion: string | null, failed: string) {
  const form = useForm({});
  const [status, setStatus] = useState<FormStatusValue>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accion) return;
    setStatus(null);
    const fail = () => setStatus({ kind: 'error', text: failed });
    form.post(accion, { onError: fail, onHttpException: fail, onNetworkError: fail });
  };
  return { submit, processing: form.processing, status };
}
