import { Link } from '@inertiajs/react';
import { useCan } from '@/hooks/useCan';
import { detailsHiddenUntilFilled, type Empresa, missingCompanyDetails } from '@contracts/company';
import { route } from '@contracts/routes';

/**
 * The panel's go-live banner: the company details the legal pages show as pending, and those a
 * public page leaves out until they are filled in (the WhatsApp button, the social links), each
 * by name; with the link to 'Datos de la empresa' for whoever may edit them. Nothing once all are in.
 */
export default function CompanyDetailsBanner({ empresa }: { empresa: Empresa }) {
  const can = useCan();
  const missing = missingCompanyDetails(empresa);
  const hidden = detailsHiddenUntilFilled(empresa);
  if (missing.length === 0 && hidden.length === 0) return null;
  return (
    <div role="status" className="border-b border-gold/40 bg-gold/15 px-4 py-3 text-sm text-ink sm:px-8">
      <p className="mx-auto max-w-6xl">
        {missing.length > 0 && (
          <>
            <strong className="font-semibold">Faltan datos de la empresa:</strong> {missing.join(', ')}. Las páginas legales los muestran como
            pendientes.{' '}
          </>
        )}
        {hidden.length > 0 && (
          <>
            <strong className="font-semibold">Sin rellenar:</strong> {hidden.join(', ')}. La web no los muestra hasta que estén.{' '}
          </>
        )}
        {can('empresa.edit') ? (
          <Link href={route('empresa.edit')} className="font-semibold underline underline-offset-4">
            Completar los datos
          </Link>
        ) : (
          'Avisa a un administrador.'
        )}
      </p>
    </div>
  );
}
