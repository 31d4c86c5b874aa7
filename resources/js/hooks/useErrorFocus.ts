import { useEffect, useRef } from 'react';
import { firstError, focusField } from '@/lib/forms';

/**
 * Moves focus to the first field in error, in the form's `order`, once its message is on
 * screen after a send the form armed: a screen reader then reads the field with its error, and
 * everyone lands on what to fix. `arm()` before the check or the send; `disarm()` once the send
 * went through or failed without field errors.
 */
export function useErrorFocus(order: readonly string[], errors: Partial<Record<string, string>>) {
  const formRef = useRef<HTMLFormElement>(null);
  const armed = useRef(false);
  useEffect(() => {
    const first = firstError(order, errors);
    if (!armed.current || !first) return;
    armed.current = false;
    focusField(formRef.current, first);
  }, [order, errors]);
  return {
    formRef,
    arm: () => {
      armed.current = true;
    },
    disarm: () => {
      armed.current = false;
    },
  };
}
