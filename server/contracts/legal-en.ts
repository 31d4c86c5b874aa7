/** The legal texts in English: a translation of the Spanish (legal-es.ts), paragraph by paragraph, with the same laws cited. */
import { ACCESSIBILITY_REVIEWED_AT } from './accessibility-statement.ts';
import type { Empresa } from './company.ts';
import { formatDay, formatPrice } from './format.ts';
import { LEGAL_TEXT_VERSION } from './lead-forms.ts';
import type { LegalContext, LegalDocument, LegalTexts } from './legal.ts';
import { WITHDRAWAL_DAYS } from './withdrawal.ts';
import { domicilio, ibanGroups, type Owner } from './legal-owner.ts';

const ownerName = (owner: Owner) => `${owner.razonSocial} (hereinafter ‘${owner.tradeName}’)`;

const avisoLegal = (owner: Owner): LegalDocument => ({
  slug: 'aviso_legal',
  title: 'Legal notice',
  version: LEGAL_TEXT_VERSION,
  intro:
    'In compliance with Article 10 of Spanish Law 34/2002 of 11 July on Information Society Services and Electronic Commerce (LSSI-CE), this notice gives the details of the owner of this website and the terms that govern its use.',
  sections: [
    {
      heading: '1. Website owner',
      paragraphs: [
        `This website is owned by ${ownerName(owner)}, tax ID (CIF) ${owner.cif}, with its registered office at ${domicilio}, entered in the ${owner.registro}.`,
        `Contact email: ${owner.email}. Phone: ${owner.phone}.`,
        'Its premises open to the public are:',
      ],
      items: owner.branchLines,
    },
    {
      heading: '2. Purpose',
      paragraphs: [
        'This website gives information about the used and nearly new cars the owner sells and about its services of sourcing cars to order, valuation, finance and warranty, and lets you request information, appointments and test drives.',
        'Accessing the website makes you a user and implies your acceptance of this legal notice in the version published at that time.',
      ],
    },
    {
      heading: '3. Terms of use',
      paragraphs: [
        'Users undertake to use the website and its forms lawfully, to provide truthful information and not to enter content that infringes the rights of others, or programs or data that could damage the systems of the owner or of other users.',
      ],
    },
    {
      heading: '4. Information about cars and prices',
      paragraphs: [
        'The published price of each car is its final cash price, taxes included. Together with the other details on its page (mileage, equipment, warranty), it forms part of the offer and binds the owner while the car is available, under Article 61 of the consolidated text of the General Law for the Defence of Consumers and Users. Anything the price does not include, such as home delivery, is stated separately.',
        'Offers are subject to the car’s availability. Prices stated as subject to finance require approval by the finance company concerned.',
      ],
    },
    {
      heading: '5. Intellectual and industrial property',
      paragraphs: [
        'The texts, photographs, videos, design and code of this website belong to the owner or are used with permission, and may not be reproduced or distributed without its consent. The car manufacturers’ trade marks and logos belong to their respective owners and are cited only to identify the cars.',
      ],
    },
    {
      heading: '6. Links to other sites',
      paragraphs: [
        'Links to social networks, maps or third-party sites are provided for the user’s convenience. The owner does not control those sites and is not responsible for their content or their privacy policies.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'The owner endeavours to keep the website available and free of errors, but does not guarantee its uninterrupted operation and is not liable for damage arising from technical interruptions, from computer viruses beyond its control or from misuse of the site by third parties.',
      ],
    },
    {
      heading: '8. Data protection and cookies',
      paragraphs: [
        'The personal data sent through the forms is processed as set out in the privacy policy, which also explains the cookies this site uses.',
      ],
    },
    {
      heading: '9. Governing law and jurisdiction',
      paragraphs: [
        'This legal notice is governed by Spanish law. For any dispute, the parties submit to the courts that have jurisdiction by law; where the user is a consumer, to those of the user’s place of residence.',
      ],
    },
  ],
});

const politicaPrivacidad = (owner: Owner): LegalDocument => ({
  slug: 'politica_privacidad',
  title: 'Privacy policy',
  version: LEGAL_TEXT_VERSION,
  intro:
    'This policy explains how we process the personal data you give us on this website, under Regulation (EU) 2016/679 (General Data Protection Regulation, GDPR) and Spanish Organic Law 3/2018 on the Protection of Personal Data and the Guarantee of Digital Rights (LOPDGDD).',
  sections: [
    {
      heading: '1. Data controller',
      paragraphs: [
        `${ownerName(owner)}, tax ID (CIF) ${owner.cif}, with its registered office at ${domicilio}. You can write to us about any privacy matter at ${owner.email} or to any of our showrooms:`,
      ],
      items: owner.branchLines,
    },
    {
      heading: '2. What data we process',
      paragraphs: ['Only what you send us in the forms and what is essential to prove your consent:'],
      items: [
        'Contact details: first name and surname, phone, email and, if you give it, your town or city.',
        'Details of your enquiry: the car you are interested in, the showroom, your preferred date and time, whether you would like finance and your comments.',
        'If you ask for a valuation: the details of the car you would part-exchange (registration number, make, model, year, mileage, condition) and the photos you send, which only our team sees.',
        'If you create a search alert: your email and the search you save.',
        'Record of consent: date and time, the version of this text you accepted, IP address and the browser used.',
      ],
    },
    {
      heading: '3. What we use it for',
      paragraphs: [],
      items: [
        'Answering your enquiries about our cars and services.',
        'Managing the appointments and visits you request at our showrooms.',
        'Arranging the test drives you ask us for.',
        'Valuing the car you want to part-exchange and handling the car reservations you ask us for.',
        'Emailing you, at most once a day, the new cars that match the search alerts you confirm.',
        'Sending you marketing communications about cars and offers, only if you give us your express consent to do so.',
        'Proving that you accepted this policy and protecting the forms against abuse.',
      ],
    },
    {
      heading: '4. Legal basis',
      paragraphs: [
        'Handling your enquiries, appointments and test drives is necessary to take steps at your request before entering into a contract (Art. 6(1)(b) GDPR). Marketing communications are based on your consent (Art. 6(1)(a) GDPR and art. 21 LSSI-CE), which you can withdraw at any time without affecting earlier processing. Keeping proof of consent and the security of the site are based on our legitimate interest (Art. 6(1)(f) GDPR), and if you go on to buy a car we will process your data to meet our legal obligations (Art. 6(1)(c) GDPR).',
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: [],
      items: [
        'Enquiries, appointments and test drives that do not end in a purchase: twelve months from the last contact.',
        'If you buy a car: for as long as the business relationship lasts and, after that, for the periods required by commercial and tax law (up to six years).',
        'Marketing communications: until you withdraw your consent.',
        'Search alerts: until you unsubscribe with the link in any of their emails; an unconfirmed alert is deleted after seven days and an inactive one after six months.',
        'Record of consent: for as long as liability arising from the processing may be claimed (up to three years).',
      ],
    },
    {
      heading: '6. Recipients',
      paragraphs: [
        'We do not disclose your data to third parties unless required by law. If you apply for finance, we will pass it to the finance company you choose so that it can assess your application. Only these providers have access to it, as processors under a contract in accordance with Article 28 GDPR:',
      ],
      items: [
        'A CRM provider, which manages enquiries and sales follow-up.',
        'An email provider, which delivers the notice of each enquiry to our team.',
        'A web hosting provider, where this site and its database run.',
      ],
    },
    {
      heading: '7. International transfers',
      paragraphs: ['We do not transfer data internationally: all our providers process the information within the European Economic Area.'],
    },
    {
      heading: '8. Your rights',
      paragraphs: [
        `You can exercise your rights of access, rectification, erasure, objection, restriction of processing and portability at any time, and withdraw your consent, by writing to ${owner.email} or to ${domicilio}, stating the right you are exercising. If we cannot identify you, we will ask you for a document proving your identity. We will reply within one month.`,
        'If you feel we have not handled your request properly, you can lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, www.aepd.es, C/ Jorge Juan 6, 28001 Madrid).',
      ],
    },
    {
      heading: '9. Required data and accuracy',
      paragraphs: [
        'The fields marked as required are needed to deal with your request; without them we cannot do so. You confirm that the data is yours and true and that you are of legal age. We do not take automated decisions or build profiles with your data.',
      ],
    },
    {
      heading: '10. Cookies and local storage',
      paragraphs: [
        'This site only uses technical cookies, which it needs to work and which are exempt from consent (art. 22.2 LSSI-CE): a session cookie (gtcars_session, two hours) and a form security cookie (XSRF-TOKEN). We do not use analytics or advertising cookies.',
        'The cars you mark as favourites are stored in your browser’s local storage, and you can delete them whenever you like. Google Maps only loads if you press ‘View map’; from then on Google may set its own cookies, under its privacy policy.',
      ],
    },
    {
      heading: '11. Changes to this policy',
      paragraphs: [
        'We may update this policy to reflect changes in the law or in our services. The current version and its date appear at the top of this page, and each enquiry keeps the version you accepted.',
      ],
    },
  ],
});

/** The reservation terms, as in legal-es.ts. */
const condicionesReserva = (owner: Owner, { reserva }: Empresa, { pagoOnline }: LegalContext): LegalDocument => ({
  slug: 'condiciones_reserva',
  title: 'Reservation terms',
  version: LEGAL_TEXT_VERSION,
  intro: `You can ask us to hold an available car for you. These are the terms of a reservation with ${ownerName(owner)}.`,
  sections: [
    {
      heading: '1. How it works',
      paragraphs: [
        pagoOnline
          ? 'You send the request from the car’s page and pay the deposit there and then, by card or Bizum, on the banks’ secure payment page (Redsys). As soon as the bank confirms the payment to us, the car is reserved for you, without waiting for our call. If the payment is not completed within 30 minutes, the request is cancelled at no charge.'
          : 'You send the request from the car’s page. An adviser calls you during business hours to confirm it and explain how to pay the deposit. The car is not reserved until we confirm the reservation to you: until then it remains on sale.',
        `Once confirmed, the car shows as ‘Reserved’ on the website and we do not sell it to anyone else for ${reserva.horas} hours. If you need more time (for example, for finance), we can extend the period.`,
      ],
    },
    {
      heading: '2. The deposit',
      paragraphs: [
        `The deposit is ${formatPrice(reserva.senal, 'en')}. It is a payment on account of the car’s price, deducted when you buy it; it is not a forfeitable deposit (arras penitenciales), and neither you nor we lose it by withdrawing.`,
        ...(pagoOnline ? ['You pay it when you make the reservation, by card or Bizum, on the payment page of Redsys, the Spanish banks’ gateway, which checks that it is you (strong customer authentication). We never see or keep your card details.', 'If it has to be refunded, the refund is made automatically through Redsys to the same card or Bizum account, and you can follow it on ‘My reservation’.'] : ['We do not yet accept card payments on the website. You can pay the deposit in two ways:']),
      ],
      ...(!pagoOnline && {
        items: [
          'At any of our showrooms, by card, or in cash up to €1,000, the limit on cash payments to a business (Spanish Law 7/2012, art. 7).',
          reserva.iban
            ? `By bank transfer to account ${ibanGroups(reserva.iban)}, in the name of ${owner.razonSocial}, stating your name and the car’s registration number or reference.`
            : `By bank transfer to the account of ${owner.razonSocial} that we give you when we confirm the reservation.`,
        ],
      }),
    },
    {
      heading: '3. End of the reservation',
      paragraphs: [
        'If, when the period ends, we have neither completed the purchase nor extended the reservation, the car automatically goes back on sale.',
        'You can cancel the reservation whenever you like by calling or writing to your showroom, or on the ‘My reservation’ page linked from every reservation email.',
      ],
    },
    {
      heading: '4. Refund of the deposit',
      paragraphs: [
        'If the purchase is not completed, for whatever reason, we refund the deposit in full, in money, by the same means you paid it and within 14 days at the most. For example, if:',
      ],
      items: [
        'you cancel the reservation or withdraw from it;',
        'the period ends without our having completed the purchase;',
        'the finance company does not approve the finance you applied for to buy this car;',
        'the car does not match what was published, or we cannot deliver it.',
      ],
    },
    {
      heading: '5. Right of withdrawal',
      paragraphs: withdrawalInformation(owner),
    },
    {
      heading: '6. Model withdrawal form',
      paragraphs: ['(Complete and return this form only if you wish to withdraw from the reservation.)'],
      items: withdrawalForm(owner),
    },
    {
      heading: '7. Your data',
      paragraphs: [
        'We use the reservation details to manage it and, if you buy the car, for the sale, as our privacy policy explains.',
        `For any questions: ${owner.phone} or ${owner.email}.`,
      ],
    },
  ],
});

/** The withdrawal information (TRLGDCU arts. 97.1.i and 102–107), in the words of the model of Directive 2011/83/EU, annex I(A). */
function withdrawalInformation(owner: Owner): string[] {
  return [
    `You have the right to withdraw from the reservation within ${WITHDRAWAL_DAYS} calendar days without giving any reason. The withdrawal period expires ${WITHDRAWAL_DAYS} calendar days after the day you made the reservation.`,
    `To exercise it, you must inform us of your decision to withdraw by an unequivocal statement: with the ‘Withdraw from the reservation’ button on the ‘My reservation’ page, linked from the email we sent you when you made the reservation, by email to ${owner.email}, by phone on ${owner.phone} or by letter to ${owner.razonSocial}, ${domicilio}. You may use the model withdrawal form below, but it is not obligatory. We will confirm by email that we have received your withdrawal.`,
    'To meet the withdrawal deadline, it is sufficient for you to send us your communication before the period has expired.',
    `If you withdraw, we will reimburse all payments received from you, including the deposit, without undue delay and in any event not later than ${WITHDRAWAL_DAYS} calendar days from the day on which you inform us of your decision. We will reimburse you in money, using the same means of payment as you used, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement.`,
    'After that period, as long as we have not completed the purchase, you can still cancel the reservation and we will refund the deposit as set out in section 4.',
  ];
}

/** The model withdrawal form (TRLGDCU anexo B), in the words of Directive 2011/83/EU, annex I(B). */
function withdrawalForm(owner: Owner): string[] {
  return [
    `To ${owner.razonSocial}, ${domicilio}, ${owner.email}:`,
    'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the reservation of the following car:',
    'Reserved on:',
    'Name of consumer(s):',
    'Address of consumer(s):',
    'Signature of consumer(s) (only if this form is notified on paper):',
    'Date:',
    '(*) Delete as appropriate.',
  ];
}

/** The accessibility statement: what it covers and its review date, accessibility-statement.ts. */
const declaracionAccesibilidad = ({ tradeName, email, phone }: Owner): LegalDocument => ({
  slug: 'accesibilidad',
  title: 'Accessibility statement',
  version: ACCESSIBILITY_REVIEWED_AT,
  intro: `${tradeName} wants everyone to be able to search, compare and reserve a car on this website, however they browse. This statement explains how far we achieve that, under Spanish Law 11/2023 of 8 May, which transposes the European Accessibility Act (Directive (EU) 2019/882), taking level AA of the Web Content Accessibility Guidelines (WCAG) 2.2 as the benchmark.`,
  sections: [
    {
      heading: '1. Compliance status',
      paragraphs: [
        'This website is partially conformant with WCAG 2.2 level AA: it meets its criteria on the pages and forms we have checked, with the exceptions listed in section 3.',
      ],
    },
    {
      heading: '2. How we check it',
      paragraphs: ['Every version of the site is checked before it is published:'],
      items: [
        'An automated review with axe-core (WCAG 2.0, 2.1 and 2.2 rules, levels A and AA) of every public page and of the back office, on a desktop screen (1280 px) and a mobile one (375 px), and of every dialog, menu and message that opens on them.',
        'Complete journeys using the keyboard alone: searching and filtering, opening a car, asking for information or an appointment, reserving, getting your car valued and creating an alert.',
        'Lighthouse on mobile for the home page, the search, a car’s page and the contact page.',
      ],
    },
    {
      heading: '3. Content that is not yet accessible',
      paragraphs: ['We are aware of these limitations and are working to resolve them:'],
      items: [
        'The cars’ videos have no subtitles or transcript. What they show (the car’s exterior and interior) also appears in the photos and the specifications.',
        'The alternative text of each photo names the car and the photo’s number, but does not describe what can be seen in it.',
        'The Google maps and social networks we link to are third-party sites, and their accessibility does not depend on us.',
        'We have not yet carried out a full test with screen readers or with disabled users; the checks in section 2 are automated and keyboard-based.',
      ],
    },
    {
      heading: '4. Preparation of this statement',
      paragraphs: [
        `This statement was prepared through a self-assessment by the ${tradeName} team itself, with the checks described in section 2. It was last reviewed on ${formatDay(ACCESSIBILITY_REVIEWED_AT, 'en')}.`,
      ],
    },
    {
      heading: '5. Report a barrier to us',
      paragraphs: [
        `If you find something you cannot use, or need a car’s information in another format, email us at ${email} or call us on ${phone}, stating the page and what happened. We reply within 20 working days at the most and, in the meantime, give you the information or the service another way.`,
      ],
    },
    {
      heading: '6. If you are not satisfied',
      paragraphs: [
        'If your report receives no reply, or you are not satisfied with the reply, you can lodge a complaint with the consumer affairs services of the Government of the Canary Islands (Gobierno de Canarias) or of your town council, which can hold us to account for compliance with Law 11/2023.',
      ],
    },
  ],
});

export const english: LegalTexts = {
  owner: {
    razonSocial: '[Company name]',
    cif: '[CIF]',
    registro: 'Commercial Register (Registro Mercantil) of [province], [volume], [folio], [sheet], [entry]',
    email: '[privacy email]',
    phone: '[phone]',
    tel: 'tel.',
  },
  documents: {
    aviso_legal: avisoLegal,
    politica_privacidad: politicaPrivacidad,
    condiciones_reserva: condicionesReserva,
    accesibilidad: declaracionAccesibilidad,
  },
  withdrawal: (owner) => ({ information: withdrawalInformation(owner), form: withdrawalForm(owner) }),
};
