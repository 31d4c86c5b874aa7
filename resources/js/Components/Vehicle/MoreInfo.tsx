import { guaranteeTerms, type CarGuarantee } from '@contracts/guarantee';
import Accordion from '@/Components/Vehicle/Accordion';

const SERVICES = [
  {
    title: 'Revisado antes de la entrega',
    text: 'Cada coche pasa una revisión completa en nuestro taller antes de publicarse y se entrega con el mantenimiento al día y la transferencia de titularidad gestionada por nosotros.',
  },
  {
    title: 'Reserva online',
    text: 'Puedes reservar este vehículo sin moverte de casa. Lo apartamos para ti mientras preparamos la documentación y acordamos contigo la entrega.',
  },
  {
    title: 'Tasamos tu coche',
    text: 'Valoramos tu vehículo actual sin compromiso y descontamos su importe del precio de compra, para que cambiar de coche sea una sola gestión.',
  },
  {
    title: 'Financiación a tu medida',
    text: 'Estudiamos contigo la cuota y el plazo que mejor se adaptan a ti, con respuesta rápida y sin papeleo innecesario.',
  },
  {
    title: 'Te atendemos en tu idioma',
    text: 'Nuestro equipo comercial atiende en español, inglés y otros idiomas, en persona, por teléfono o por WhatsApp.',
  },
  {
    title: 'Entrega en toda Canarias',
    text: 'Recógelo en cualquiera de nuestras instalaciones de Gran Canaria y Tenerife o te lo llevamos a domicilio, también a otras islas.',
  },
  {
    title: 'Compra a la carta',
    text: '¿Buscas un modelo o un equipamiento concreto que no está en stock? Lo localizamos por ti en Europa y nos encargamos de traerlo a Canarias.',
  },
] as const;

/**
 * 'Más información' (spec §2): the car's guarantees in plain words (the legal one and the
 * commercial one, apart; none once the car is sold), the dealer's services and the small print.
 */
export default function MoreInfo({ appName, guarantee }: { appName: string; guarantee: CarGuarantee | null }) {
  return (
    <Accordion title="Más información">
      <p className="max-w-prose leading-relaxed text-ink/80">
        En {appName} seleccionamos desde 2003 vehículos premium de ocasión y seminuevos para clientes de toda Canarias. Con
        instalaciones en Gran Canaria y Tenerife, te acompañamos en todo el proceso: desde la primera consulta hasta
        mucho después de la entrega.
      </p>
      {guarantee && (
        <section aria-labelledby="garantias" className="mt-6 rounded-xl px-4 py-4 ring-1 ring-line/80">
          <h3 id="garantias" className="font-semibold">
            Garantías de este coche
          </h3>
          <ul className="mt-2 space-y-2 text-sm leading-relaxed text-ink/80">
            {guaranteeTerms(guarantee).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <dl className="mt-6 grid gap-x-10 gap-y-5 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <div key={service.title}>
            <dt className="font-semibold">{service.title}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-ink/75">{service.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-7 rounded-xl bg-sand/60 px-4 py-3 text-xs leading-relaxed text-muted">
        El precio publicado es el precio final al contado, con los impuestos incluidos, y junto con los datos de esta ficha
        forma parte de nuestra oferta mientras el coche esté disponible. Lo que no incluye, como la entrega a domicilio, te lo
        indicamos aparte.
      </p>
    </Accordion>
  );
}
