import type { Lookup } from '@contracts/pages';
import PedirCita from '@/Components/Forms/PedirCita';
import { useI18n } from '@/lib/i18n';

/** The 'Pedir cita' form in its card, as the home and /contacto show it. */
export default function AppointmentCard({ marcas, title }: { marcas: Lookup[]; title?: string }) {
  const { rich } = useI18n();
  return (
    <div className="rounded-3xl border border-line/70 bg-white p-6 shadow-lift sm:p-10">
      {title && <h3 className="text-xl font-semibold tracking-tight">{title}</h3>}
      <p className={`${title ? 'mt-1' : ''} mb-8 text-sm text-muted`}>
        {rich('forms.required_note', { star: (words) => <span className="text-accent">{words}</span> })}
      </p>
      <PedirCita marcas={marcas} />
    </div>
  );
}
