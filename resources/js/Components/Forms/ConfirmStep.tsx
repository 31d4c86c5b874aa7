import { type ReactNode, useRef, useState } from 'react';
import FormStatus from '@/Components/Forms/FormStatus';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { useLinkAction } from '@/hooks/useLinkAction';

interface Labels {
  /** The first button, which only asks. */
  open: string;
  title: string;
  body: string;
  /** The second button, which does it. */
  confirm: string;
  keep: string;
  failed: string;
}

/**
 * An action a visitor takes in two steps (withdraw from a reservation, cancel a test drive): the
 * first button only asks; the question's own button posts to `accion`. Focus moves to the
 * question, and back to the first button when the visitor keeps things as they are.
 */
export default function ConfirmStep({ accion, labels, children }: { accion: string; labels: Labels; children?: ReactNode }) {
  const { submit, processing, status } = useLinkAction(accion, labels.failed);
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setAsking(true);
          requestAnimationFrame(() => question.current?.focus());
        }}
        className="mt-4 rounded-full border border-ink/20 px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/50"
      >
        {labels.open}
      </button>
    );
  }
  return (
    <form onSubmit={submit} className="mt-4 rounded-2xl border border-accent/30 bg-accent/5 px-5 py-5">
      <h3 ref={question} tabIndex={-1} className="font-semibold outline-none">
        {labels.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink/80">{labels.body}</p>
      {children}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <SubmitButton processing={processing}>{labels.confirm}</SubmitButton>
        <button
          type="button"
          onClick={() => {
            setAsking(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
          className="rounded-full border border-line bg-white px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/40"
        >
          {labels.keep}
        </button>
      </div>
      <FormStatus status={status} className="mt-3" />
    </form>
  );
}
