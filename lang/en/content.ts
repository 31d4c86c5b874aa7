import type { Translation } from '../types.ts';

export default {
  about_eyebrow: 'About us',
  about_title: 'More than 17 years of excellence in the motor trade in the Canary Islands',
  about_lead: 'Premium used cars, chosen one by one and handed over with the peace of mind of a warranty.',
  history_eyebrow: 'Since 2003',
  history_title: 'Our story',
  history_founding:
    'We started out at the end of 2003 in Las Palmas de Gran Canaria with a simple idea: buying a premium used car in the Canary Islands should be as reliable and easy as buying one new.',
  history_specialism:
    'Since then we have specialised in the major premium brands. Every vehicle that comes to us is chosen for its history, thoroughly inspected in our workshop and handed over with a warranty of at least 12 months.',
  history_today:
    'Today we serve our customers from three showrooms: Los Tarahales in Las Palmas, El Tablero in the south of Gran Canaria and Las Chafiras in Tenerife, with a team that knows every car it sells.',
  pillars_eyebrow: 'What defines us',
  pillars_title: 'Why choose us',
  pillar_brands_title: 'Premium brands',
  pillar_brands_text: 'We work with the major premium brands and choose every car for its history, its condition and its specification.',
  pillar_sourcing_title: 'Cars to order',
  pillar_sourcing_text:
    'Looking for a model, colour or specification that isn’t in stock? We’ll find it for you, check its condition and history, and take care of shipping and registration in the Canary Islands.',
  pillar_warranty_title: 'Warranty and trust',
  pillar_warranty_text: 'A full inspection in our workshop, a warranty of at least 12 months, tailored finance and a valuation of your current car.',
  innovation_eyebrow: 'Innovation',
  innovation_title: 'A cloud ERP/CRM to serve you better',
  innovation_text:
    'We have introduced a cloud-based ERP/CRM system that brings together the stock, our customers’ enquiries and the after-sales follow-up of all three showrooms, so we can respond faster without missing a detail.',
  innovation_funding:
    'This project has been funded by the Canary Islands Agency for Research, Innovation and the Information Society of the Government of the Canary Islands, under its business innovation grant programme, and co-financed by the European Regional Development Fund (ERDF).',
  funders_label: 'Funding bodies',
  see_vehicles: 'View vehicles',
  meet_team: 'Meet the team',
  team_eyebrow: 'Team',
  team_title: 'Our team',
  team_lead:
    'Sales advisers, technicians and customer service staff who know every car we sell. These are the people who will look after you at our three showrooms.',
  team_size: '{count, plural, one {# person} other {# people}}',
  contact_eyebrow: 'We’re close by',
  contact_title: 'Contact',
  contact_lead: 'Visit us at any of our three showrooms in Gran Canaria and Tenerife, give us a call, or book an appointment and we’ll get in touch.',
  branches_label: 'Our showrooms',
  appointment_eyebrow: 'Write to us',
  appointment_title: 'Book an appointment or ask us anything',
  appointment_text: 'Tell us which vehicle you’re interested in and when suits you. We’ll call you to confirm the visit or the test drive, with no obligation.',
  maps_new_tab: '(opens Google Maps in a new tab)',
  call_branch: 'Call {branch}:',
  opening_hours: 'Opening hours:',
  map_title: 'Map of {branch}',
  show_map: 'View map<hidden> of {branch}</hidden>',
  map_notice: 'Viewing the map loads content from Google Maps.',
  funder_canarias_alt: 'Government of the Canary Islands logo',
  funder_feder_alt: 'European Union logo, European Regional Development Fund (ERDF)',
  funder_aciisi_alt: 'Logo of the Canary Islands Agency for Research, Innovation and the Information Society (ACIISI)',
} satisfies Translation<'content'>;
