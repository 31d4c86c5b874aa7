import { useI18n } from '@/lib/i18n';

/**
 * A representative example as the server words it, in the page's language, its warning
 * ('Atención: tomar dinero prestado cuesta dinero', Directive (EU) 2023/2225 art. 8.1) in bold
 * so it stands out.
 */
export default function CreditText({ text }: { text: string }) {
  const warning = useI18n().t('common.credit_warning');
  const at = text.indexOf(warning);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong className="font-semibold">{warning}</strong>
      {text.slice(at + warning.length)}
    </>
  );
}
