import { useId } from 'react';
import { useI18n } from '@/lib/i18n';

interface Props {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
  /** What the line under the box says until there is an error. */
  hint: string;
  className?: string | undefined;
}

const link = 'font-medium text-ink underline decoration-line underline-offset-2 hover:decoration-ink';

/** The required legal checkbox (spec §2, §5); the links open in a new tab so the form is not lost. */
export default function LegalConsent({ checked, error, onChange, hint, className = 'sm:col-span-2' }: Props) {
  const { rich, route } = useI18n();
  const id = useId();
  return (
    <div className={className}>
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
          {rich('forms.legal_consent', {
            legal: (words) => (
              <a href={route('aviso_legal')} target="_blank" rel="noopener" className={link}>
                {words}
              </a>
            ),
            privacy: (words) => (
              <a href={route('politica_privacidad')} target="_blank" rel="noopener" className={link}>
                {words}
              </a>
            ),
          })}
        </label>
      </div>
      <p id={`${id}-hint`} className={`mt-1.5 ml-8 text-xs ${error ? 'font-medium text-accent' : 'text-muted'}`}>
        {error ?? hint}
      </p>
    </div>
  );
}
