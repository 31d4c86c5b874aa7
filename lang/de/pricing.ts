import type { Translation } from '../types.ts';

export default {
  tax_general: 'inkl. IGIC',
  tax_rebu: 'Differenzbesteuerung für Gebrauchtgegenstände: IGIC im Preis enthalten',
  line_rebu: 'Fahrzeugpreis (Differenzbesteuerung, inkl. IGIC)',
  line_no_rate: 'Fahrzeugpreis, inkl. IGIC',
  line_base: 'Nettobetrag',
  line_igic: 'IGIC ({rate})',
  extra_delivery: 'Lieferung nach Hause',
  extra_warranty: 'Optionale Garantieverlängerung',
  extra_line: '{label}: ab {price}',
  legal_36: 'Gesetzliche Gewährleistung: 3 Jahre',
  legal_12: 'Gesetzliche Gewährleistung: 1 Jahr, schriftlich vereinbart (Gebrauchtwagen)',
  commercial_months: 'Händlergarantie: {months, plural, one {# Monat} other {# Monate}}',
  commercial_named: 'Händlergarantie: {name}',
  terms_legal_36:
    'Gesetzliche Gewährleistung: 3 Jahre ab Übergabe. Hat das Fahrzeug einen Mangel, der bei der Übergabe schon bestand, können Sie kostenlose Reparatur oder Ersatz verlangen; ist das nicht möglich, eine Preisminderung oder den Rücktritt vom Vertrag. Bei einem Mangel, der sich in den ersten 2 Jahren zeigt, wird vermutet, dass er schon bestand.',
  terms_legal_12:
    'Gesetzliche Gewährleistung: 1 Jahr ab Übergabe. Hat das Fahrzeug einen Mangel, der bei der Übergabe schon bestand, können Sie kostenlose Reparatur oder Ersatz verlangen; ist das nicht möglich, eine Preisminderung oder den Rücktritt vom Vertrag. Bei einem Mangel, der sich in diesem Jahr zeigt, wird vermutet, dass er schon bestand.',
  terms_agreed:
    'Da es sich um einen Gebrauchtwagen handelt, wird die einjährige Gewährleistung im Kaufvertrag schriftlich vereinbart, den Sie vor der Übergabe unterschreiben (spanisches Verbraucherschutzgesetz TRLGDCU, Art. 120).',
  terms_commercial: '{commercial}: Sie gilt zusätzlich zur gesetzlichen Gewährleistung und schränkt keines Ihrer Rechte ein. Ihre Bedingungen erhalten Sie schriftlich mit dem Fahrzeug.',
  terms_no_commercial: 'Für dieses Fahrzeug gibt es keine Händlergarantie: Es gilt die gesetzliche Gewährleistung.',
  prices_cash: '{price} bar',
  prices_financed: '{price} mit {appName}-Finanzierung',
} satisfies Translation<'pricing'>;
