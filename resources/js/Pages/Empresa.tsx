import { Head } from '@inertiajs/react';
import { SelectField, TextAreaField, TextField } from '@/Components/Forms/FormField';
import FormSection from '@/Components/Staff/FormSection';
import SaveButton from '@/Components/Staff/SaveButton';
import StaffLayout from '@/Layouts/StaffLayout';
import { useSettingsForm } from '@/hooks/useSettingsForm';
import { BRANCH_PHONE_FIELD, BRANCH_WHATSAPP_FIELD, empresaSchema, MAX_INCLUDED, type EmpresaFields, type EmpresaForm } from '@contracts/company-form';
import { route } from '@contracts/routes';
import { branches } from '@contracts/site';
import type { PageProps } from '@contracts/page-registry';

type Field = keyof EmpresaForm;

const ORDER: Field[] = [
  'razon_social',
  'cif',
  'registro_mercantil',
  'email_privacidad',
  'telefono_tarahales',
  'telefono_el_tablero',
  'telefono_tenerife',
  'whatsapp',
  'whatsapp_tarahales',
  'whatsapp_el_tablero',
  'whatsapp_tenerife',
  'instagram',
  'facebook',
  'youtube',
  'reserva_senal',
  'reserva_horas',
  'coste_stock_dia',
  'iban',
  'regimen_igic',
  'precio_incluye',
  'envio_desde',
  'garantia_ampliada_desde',
  'garantia_legal_meses',
  'presupuesto_dias',
  'prueba_minutos',
];

const toForm = (datos: EmpresaFields): EmpresaForm =>
  Object.fromEntries(ORDER.map((field) => [field, String(datos[field] ?? '')])) as EmpresaForm;

/**
 * Empresa ('Datos de la empresa'): the dealership's legal details, its branches' phones and its
 * social links. Every field may stay empty; the legal pages show a missing one as pending.
 */
export default function Empresa({ datos }: PageProps<'Empresa'>) {
  const { processing, text, submit } = useSettingsForm({
    initial: toForm(datos),
    schema: empresaSchema,
    order: ORDER,
    url: route('empresa.update'),
    page: 'Empresa',
    toForm: (saved) => toForm(saved.datos),
  });

  return (
    <>
      <Head title="Datos de la empresa" />
      <p className="eyebrow text-accent">Configuración</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Datos de la empresa</h1>
      <p className="mt-3 max-w-2xl text-sm leading-relaxed text-muted">
        Aparecen en el aviso legal, la política de privacidad, el pie de página, la página de contacto, los datos
        estructurados de cada coche y la firma de los correos. Los cambios se ven en la web al guardarlos.
      </p>

      <form onSubmit={submit} noValidate className="mt-8 max-w-4xl space-y-6">
        <FormSection title="Datos legales" description="El titular del sitio web (LSSI-CE, art. 10) y el responsable del tratamiento (RGPD, art. 13).">
          <TextField label="Razón social" {...text('razon_social')} maxLength={150} autoComplete="organization" placeholder="Ej.: GT Cars Canarias, S.L." />
          <TextField label="CIF" {...text('cif')} maxLength={20} autoComplete="off" placeholder="Ej.: B12345674" className="sm:max-w-56" />
          <TextField
            label="Datos registrales"
            {...text('registro_mercantil')}
            maxLength={300}
            autoComplete="off"
            placeholder="Ej.: Registro Mercantil de Las Palmas, tomo 1.234, folio 56, hoja GC-7.890"
            className="sm:col-span-2"
          />
          <TextField label="Correo de privacidad" type="email" {...text('email_privacidad')} maxLength={254} autoComplete="email" placeholder="privacidad@tudominio.es" />
        </FormSection>

        <FormSection title="Teléfonos" description="Un número español de 9 cifras; se muestran agrupados (928 472 130) y se marcan con +34.">
          {branches.map((branch) => (
            <TextField key={branch.slug} label={`Teléfono de ${branch.name}`} type="tel" {...text(BRANCH_PHONE_FIELD[branch.slug])} maxLength={20} autoComplete="off" />
          ))}
          <TextField label="WhatsApp de ventas" type="tel" {...text('whatsapp')} maxLength={20} autoComplete="off" placeholder="Un móvil: 6XX XXX XXX" />
        </FormSection>

        <FormSection
          title="WhatsApp de cada sede"
          description="La página de cada coche ofrece el WhatsApp de su sede. Si una sede no tiene el suyo, se ofrece el WhatsApp de ventas."
        >
          {branches.map((branch) => (
            <TextField
              key={branch.slug}
              label={`WhatsApp de ${branch.name}`}
              type="tel"
              {...text(BRANCH_WHATSAPP_FIELD[branch.slug])}
              maxLength={20}
              autoComplete="off"
              placeholder="Vacío: el de ventas"
            />
          ))}
        </FormSection>

        <FormSection title="Redes sociales" description="La dirección https de cada página. Las que queden vacías no se muestran.">
          <TextField label="Instagram" type="url" {...text('instagram')} maxLength={300} autoComplete="off" placeholder="https://www.instagram.com/…" />
          <TextField label="Facebook" type="url" {...text('facebook')} maxLength={300} autoComplete="off" placeholder="https://www.facebook.com/…" />
          <TextField label="YouTube" type="url" {...text('youtube')} maxLength={300} autoComplete="off" placeholder="https://www.youtube.com/@…" />
        </FormSection>

        <FormSection
          title="Reservas"
          description="Las condiciones de la reserva que se publican en la web: la señal, cuánto tiempo se aparta el coche al confirmarla y la cuenta para pagarla por transferencia."
        >
          <TextField label="Señal (€)" inputMode="numeric" {...text('reserva_senal')} maxLength={6} autoComplete="off" className="sm:max-w-56" />
          <TextField label="Duración de la reserva (horas)" inputMode="numeric" {...text('reserva_horas')} maxLength={3} autoComplete="off" className="sm:max-w-56" />
          <TextField label="IBAN para transferencias" {...text('iban')} maxLength={40} autoComplete="off" placeholder="Ej.: ES91 2100 0418 4502 0005 1332" className="sm:col-span-2" />
        </FormSection>

        <FormSection
          title="Precio y garantías"
          description="Lo que dice cada coche bajo su precio, en su ficha, en el presupuesto en PDF y en el feed de los portales: cómo se indica el IGIC (desglosado al tipo de cada coche: 0 %, 9,5 % o 15 %; o sin desglosar en el régimen especial de bienes usados), qué incluye el precio, qué se cobra aparte y la garantía legal."
        >
          <SelectField label="Impuestos en el precio" {...text('regimen_igic')} className="sm:col-span-2">
            <option value="general">IGIC incluido, desglosado por coche</option>
            <option value="rebu">Bienes usados: IGIC incluido, sin desglosar</option>
          </SelectField>
          <TextAreaField
            label={`Incluido en el precio (uno por línea, hasta ${MAX_INCLUDED})`}
            {...text('precio_incluye')}
            maxLength={800}
            rows={5}
            placeholder={'Transferencia de titularidad y gestión de la documentación\nRevisión antes de la entrega'}
            className="sm:col-span-2"
          />
          <TextField label="Envío a domicilio desde (€)" inputMode="numeric" {...text('envio_desde')} maxLength={5} autoComplete="off" />
          <TextField label="Garantía ampliada desde (€)" inputMode="numeric" {...text('garantia_ampliada_desde')} maxLength={5} autoComplete="off" placeholder="Vacío: no se ofrece" />
          <SelectField label="Garantía legal" {...text('garantia_legal_meses')}>
            <option value="36">3 años desde la entrega</option>
            <option value="12">1 año, pactado por escrito (vehículos usados)</option>
          </SelectField>
          <TextField label="Validez del presupuesto (días)" inputMode="numeric" {...text('presupuesto_dias')} maxLength={2} autoComplete="off" />
        </FormSection>

        <FormSection title="Pruebas de conducción" description="Cuánto dura cada prueba que un visitante reserva desde la página de un coche: los huecos del día se cortan con esta duración desde la apertura de la sede.">
          <TextField label="Duración de la prueba (minutos)" inputMode="numeric" {...text('prueba_minutos')} maxLength={3} autoComplete="off" />
        </FormSection>

        <FormSection
          title="Informes"
          description="Lo que cuesta cada día un coche en stock (financiación, seguro, espacio, depreciación). El informe de antigüedad del stock lo usa para estimar el coste de mantenerlo; no se publica en la web."
        >
          <TextField label="Coste por coche y día (€)" inputMode="numeric" {...text('coste_stock_dia')} maxLength={5} autoComplete="off" className="sm:max-w-56" />
        </FormSection>

        <SaveButton processing={processing}>{processing ? 'Guardando…' : 'Guardar'}</SaveButton>
      </form>
    </>
  );
}

Empresa.layout = StaffLayout;
