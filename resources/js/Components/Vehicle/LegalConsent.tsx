import { useId } from 'react';
import { LEGAL_REQUIRED_MESSAGE } from '@contracts/leads';

interface Props {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

const link = 'font-medium text-ink underline decoration-line underline-offset-2 hover:decoration-ink';

/** The required legal checkbox (spec §2, §5); the links open in a new tab so the form is not lost. */
export default function LegalConsent({ checked, error, onChange }: Props) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="legal"
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 rounded accent-accent"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink/80">
          He leído y acepto el{' '}
          <a href="/aviso_legal" target="_blank" rel="noopener" className={link}>
            aviso legal
          </a>{' '}
          y la{' '}
          <a href="/politica_privacidad" target="_blank" rel="noopener" className={link}>
            política de privacidad
          </a>
          .
        </label>
      </div>
      <p id={`${id}-hint`} className={`mt-1.5 ml-8 text-xs ${error ? 'font-medium text-accent' : 'text-muted'}`}>
        {error ?? LEGAL_REQUIRED_MESSAGE}
      </p>
    </div>
  );
}
