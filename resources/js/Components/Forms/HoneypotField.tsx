import { useId } from 'react';
import { HONEYPOT_FIELD } from '@contracts/lead-forms';
import { useI18n } from '@/lib/i18n';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The anti-robot field every public form carries: out of sight, out of the tab order and hidden
 * from assistive technology, so people leave it empty. Robots that fill every input fill it;
 * the server then answers "sent" and keeps nothing.
 */
export default function HoneypotField({ value, onChange }: Props) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
