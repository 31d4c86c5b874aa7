/** A car's price statement and its guarantees (contracts/pricing.ts, contracts/guarantee.ts): the car page, the quote, the mails. */
export default {
  tax_general: 'IGIC incluido',
  tax_rebu: 'Régimen especial de bienes usados: IGIC incluido en el precio',
  line_rebu: 'Precio del vehículo (régimen especial de bienes usados, IGIC incluido)',
  line_no_rate: 'Precio del vehículo, IGIC incluido',
  line_base: 'Base imponible',
  line_igic: 'IGIC ({rate})',
  extra_delivery: 'Envío a domicilio',
  extra_warranty: 'Garantía ampliada opcional',
  extra_line: '{label}: desde {price}',
  legal_36: 'Garantía legal de 3 años',
  legal_12: 'Garantía legal de 1 año, pactada por escrito (vehículo usado)',
  commercial_months: 'Garantía comercial de {months, plural, one {# mes} other {# meses}}',
  commercial_named: 'Garantía comercial: {name}',
  terms_legal_36:
    'Garantía legal: 3 años desde la entrega. Si el coche tiene un defecto que ya existía al entregarlo, tienes derecho a que lo reparemos o lo sustituyamos sin coste; si no es posible, a una rebaja del precio o a resolver el contrato. Un defecto que aparece en los 2 primeros años se presume que ya existía.',
  terms_legal_12:
    'Garantía legal: 1 año desde la entrega. Si el coche tiene un defecto que ya existía al entregarlo, tienes derecho a que lo reparemos o lo sustituyamos sin coste; si no es posible, a una rebaja del precio o a resolver el contrato. Un defecto que aparece en ese año se presume que ya existía.',
  terms_agreed:
    'Al ser un vehículo usado, la garantía legal de 1 año se pacta por escrito en el contrato de compraventa, que firmas antes de la entrega (TRLGDCU, art. 120).',
  terms_commercial: '{commercial}: se suma a la garantía legal, sin restarle ningún derecho. Sus condiciones se entregan por escrito con el coche.',
  terms_no_commercial: 'Este coche no tiene garantía comercial: te cubre la garantía legal.',
  prices_cash: '{price} al contado',
  prices_financed: '{price} financiando con {appName}',
} as const;
