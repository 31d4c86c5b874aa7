import { CREDIT_WARNING } from '@contracts/credit-warning';

/**
 * A representative example as the server words it, its warning ('Atención: tomar dinero
 * prestado cuesta dinero', Directive (EU) 2023/2225 art. 8.1) in bold so it stands out.
 */
export default function CreditText({ text }: { text: string }) {
  const at = text.indexOf(CREDIT_WARNING);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong className="font-semibold">{CREDIT_WARNING}</strong>
      {text.slice(at + CREDIT_WARNING.length)}
    </>
  );
}
