/** The legal texts in German: a translation of the Spanish (legal-es.ts), paragraph by paragraph, with the same laws cited. */
import { ACCESSIBILITY_REVIEWED_AT } from './accessibility-statement.ts';
import type { Empresa } from './company.ts';
import { formatDay, formatPrice } from './format.ts';
import { LEGAL_TEXT_VERSION } from './lead-forms.ts';
import type { LegalContext, LegalDocument, LegalTexts } from './legal.ts';
import { WITHDRAWAL_DAYS } from './withdrawal.ts';
import { domicilio, ibanGroups, type Owner } from './legal-owner.ts';

const ownerName = (owner: Owner) => `${owner.razonSocial} (im Folgenden „${owner.tradeName}“)`;

const avisoLegal = (owner: Owner): LegalDocument => ({
  slug: 'aviso_legal',
  title: 'Rechtliche Hinweise',
  version: LEGAL_TEXT_VERSION,
  intro:
    'Gemäß Artikel 10 des spanischen Gesetzes 34/2002 vom 11. Juli über Dienste der Informationsgesellschaft und den elektronischen Geschäftsverkehr (LSSI-CE) finden Sie hier die Angaben zum Inhaber dieser Website und die Bedingungen für ihre Nutzung.',
  sections: [
    {
      heading: '1. Inhaber der Website',
      paragraphs: [
        `Inhaber dieser Website ist ${ownerName(owner)}, Steuernummer (CIF) ${owner.cif}, mit Sitz in ${domicilio}, eingetragen im ${owner.registro}.`,
        `Kontakt-E-Mail: ${owner.email}. Telefon: ${owner.phone}.`,
        'Seine öffentlich zugänglichen Standorte sind:',
      ],
      items: owner.branchLines,
    },
    {
      heading: '2. Gegenstand',
      paragraphs: [
        'Diese Website informiert über die Gebrauchtwagen und jungen Gebrauchten, die der Inhaber verkauft, und über seine Leistungen – Fahrzeugsuche nach Kundenwunsch, Bewertung, Finanzierung und Garantie – und ermöglicht es, Informationen, Termine und Probefahrten anzufragen.',
        'Wer die Website aufruft, wird zum Nutzer und erkennt diese rechtlichen Hinweise in der zu diesem Zeitpunkt veröffentlichten Fassung an.',
      ],
    },
    {
      heading: '3. Nutzungsbedingungen',
      paragraphs: [
        'Der Nutzer verpflichtet sich, die Website und ihre Formulare rechtmäßig zu nutzen, wahrheitsgemäße Angaben zu machen und weder Inhalte einzugeben, die Rechte Dritter verletzen, noch Programme oder Daten, die die Systeme des Inhabers oder anderer Nutzer schädigen können.',
      ],
    },
    {
      heading: '4. Angaben zu Fahrzeugen und Preisen',
      paragraphs: [
        'Der veröffentlichte Preis jedes Fahrzeugs ist sein endgültiger Barpreis, einschließlich Steuern. Zusammen mit den übrigen Angaben auf seiner Seite (Kilometerstand, Ausstattung, Garantie) ist er Teil des Angebots und bindet den Inhaber, solange das Fahrzeug verfügbar ist, gemäß Artikel 61 der Neufassung des spanischen Allgemeinen Gesetzes zum Schutz der Verbraucher und Nutzer. Was der Preis nicht enthält, etwa die Lieferung nach Hause, wird gesondert angegeben.',
        'Die Angebote gelten, solange das Fahrzeug verfügbar ist. Preise, die als finanzierungsgebunden gekennzeichnet sind, setzen die Genehmigung durch die jeweilige Bank voraus.',
      ],
    },
    {
      heading: '5. Geistiges und gewerbliches Eigentum',
      paragraphs: [
        'Die Texte, Fotos, Videos, das Design und der Code dieser Website gehören dem Inhaber oder werden mit Erlaubnis verwendet und dürfen ohne seine Zustimmung weder vervielfältigt noch verbreitet werden. Die Marken und Logos der Automobilhersteller gehören ihren jeweiligen Inhabern und werden nur genannt, um die Fahrzeuge zu bezeichnen.',
      ],
    },
    {
      heading: '6. Links zu anderen Websites',
      paragraphs: [
        'Links zu sozialen Netzwerken, Karten oder Websites Dritter werden dem Nutzer zur Erleichterung angeboten. Der Inhaber hat keinen Einfluss auf diese Websites und haftet weder für ihre Inhalte noch für ihre Datenschutzbestimmungen.',
      ],
    },
    {
      heading: '7. Haftung',
      paragraphs: [
        'Der Inhaber bemüht sich, die Website verfügbar und fehlerfrei zu halten, garantiert jedoch keinen unterbrechungsfreien Betrieb und haftet nicht für Schäden durch technische Unterbrechungen, durch Computerviren außerhalb seines Einflussbereichs oder durch missbräuchliche Nutzung der Website durch Dritte.',
      ],
    },
    {
      heading: '8. Datenschutz und Cookies',
      paragraphs: [
        'Die über die Formulare gesendeten personenbezogenen Daten werden gemäß der Datenschutzerklärung verarbeitet, die auch die von dieser Website verwendeten Cookies erläutert.',
      ],
    },
    {
      heading: '9. Anwendbares Recht und Gerichtsstand',
      paragraphs: [
        'Diese rechtlichen Hinweise unterliegen spanischem Recht. Für Streitigkeiten sind die nach dem Gesetz zuständigen Gerichte zuständig; ist der Nutzer Verbraucher, die Gerichte an seinem Wohnsitz.',
      ],
    },
  ],
});

const politicaPrivacidad = (owner: Owner): LegalDocument => ({
  slug: 'politica_privacidad',
  title: 'Datenschutzerklärung',
  version: LEGAL_TEXT_VERSION,
  intro:
    'Diese Erklärung beschreibt, wie wir die personenbezogenen Daten verarbeiten, die Sie uns auf dieser Website mitteilen, gemäß der Verordnung (EU) 2016/679 (Datenschutz-Grundverordnung, DSGVO) und dem spanischen Organgesetz 3/2018 über den Schutz personenbezogener Daten und die Gewährleistung digitaler Rechte (LOPDGDD).',
  sections: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [
        `${ownerName(owner)}, Steuernummer (CIF) ${owner.cif}, mit Sitz in ${domicilio}. Zu allen Fragen des Datenschutzes können Sie uns an ${owner.email} oder an jeden unserer Standorte schreiben:`,
      ],
      items: owner.branchLines,
    },
    {
      heading: '2. Welche Daten wir verarbeiten',
      paragraphs: ['Nur die Daten, die Sie uns über die Formulare senden, und die, die zum Nachweis Ihrer Einwilligung unerlässlich sind:'],
      items: [
        'Kontaktdaten: Vor- und Nachname, Telefon, E-Mail-Adresse und, falls angegeben, Ihr Wohnort.',
        'Angaben zu Ihrer Anfrage: das Fahrzeug, das Sie interessiert, der Standort, Ihr Wunschtermin und Ihre Wunschuhrzeit, ob Sie eine Finanzierung wünschen, und Ihre Anmerkungen.',
        'Wenn Sie eine Bewertung anfragen: die Angaben zu dem Fahrzeug, das Sie in Zahlung geben möchten (Kennzeichen, Marke, Modell, Baujahr, Kilometerstand, Zustand), und die Fotos, die Sie senden und die nur unser Team sieht.',
        'Wenn Sie einen Suchauftrag anlegen: Ihre E-Mail-Adresse und die gespeicherte Suche.',
        'Nachweis der Einwilligung: Datum und Uhrzeit, die von Ihnen akzeptierte Fassung dieses Textes, IP-Adresse und verwendeter Browser.',
      ],
    },
    {
      heading: '3. Wofür wir sie verwenden',
      paragraphs: [],
      items: [
        'Um Ihre Anfragen zu unseren Fahrzeugen und Leistungen zu beantworten.',
        'Um die Termine und Besuche zu verwalten, die Sie an unseren Standorten anfragen.',
        'Um die Probefahrten zu organisieren, um die Sie uns bitten.',
        'Um das Fahrzeug zu bewerten, das Sie in Zahlung geben möchten, und die Fahrzeugreservierungen zu bearbeiten, um die Sie uns bitten.',
        'Um Ihnen höchstens einmal täglich per E-Mail die neuen Fahrzeuge zu senden, die zu den von Ihnen bestätigten Suchaufträgen passen.',
        'Um Ihnen Werbung zu Fahrzeugen und Angeboten zu senden, nur wenn Sie uns dafür Ihre ausdrückliche Einwilligung geben.',
        'Um nachzuweisen, dass Sie diese Erklärung akzeptiert haben, und um die Formulare vor Missbrauch zu schützen.',
      ],
    },
    {
      heading: '4. Rechtsgrundlage',
      paragraphs: [
        'Die Bearbeitung Ihrer Anfragen, Termine und Probefahrten ist zur Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage erforderlich (Art. 6 Abs. 1 lit. b DSGVO). Werbung beruht auf Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO und Art. 21 LSSI-CE), die Sie jederzeit widerrufen können, ohne dass dies die frühere Verarbeitung berührt. Die Aufbewahrung des Einwilligungsnachweises und die Sicherheit der Website beruhen auf unserem berechtigten Interesse (Art. 6 Abs. 1 lit. f DSGVO), und wenn Sie ein Fahrzeug kaufen, verarbeiten wir Ihre Daten zur Erfüllung unserer gesetzlichen Pflichten (Art. 6 Abs. 1 lit. c DSGVO).',
      ],
    },
    {
      heading: '5. Wie lange wir sie aufbewahren',
      paragraphs: [],
      items: [
        'Anfragen, Termine und Probefahrten, die nicht zu einem Kauf führen: zwölf Monate ab dem letzten Kontakt.',
        'Wenn Sie ein Fahrzeug kaufen: für die Dauer der Geschäftsbeziehung und danach für die Fristen, die handels- und steuerrechtliche Vorschriften verlangen (bis zu sechs Jahre).',
        'Werbung: bis Sie Ihre Einwilligung widerrufen.',
        'Suchaufträge: bis Sie sich über den Link in einer ihrer E-Mails abmelden; ein unbestätigter Suchauftrag wird nach sieben Tagen gelöscht, ein inaktiver nach sechs Monaten.',
        'Nachweis der Einwilligung: solange aus der Verarbeitung Ansprüche geltend gemacht werden können (bis zu drei Jahre).',
      ],
    },
    {
      heading: '6. Empfänger',
      paragraphs: [
        'Wir geben Ihre Daten nicht an Dritte weiter, sofern wir nicht gesetzlich dazu verpflichtet sind. Wenn Sie eine Finanzierung beantragen, übermitteln wir sie der von Ihnen gewählten Bank zur Prüfung Ihres Antrags. Zugriff darauf haben, als Auftragsverarbeiter mit einem Vertrag nach Artikel 28 DSGVO, nur diese Dienstleister:',
      ],
      items: [
        'Ein CRM-Anbieter, der die Anfragen und die Betreuung im Verkauf verwaltet.',
        'Ein E-Mail-Anbieter, der unserem Team die Benachrichtigung zu jeder Anfrage zustellt.',
        'Ein Webhosting-Anbieter, bei dem diese Website und ihre Datenbank betrieben werden.',
      ],
    },
    {
      heading: '7. Übermittlungen in Drittländer',
      paragraphs: ['Wir übermitteln keine Daten in Drittländer: Alle unsere Dienstleister verarbeiten die Informationen innerhalb des Europäischen Wirtschaftsraums.'],
    },
    {
      heading: '8. Ihre Rechte',
      paragraphs: [
        `Sie können jederzeit Ihre Rechte auf Auskunft, Berichtigung, Löschung, Widerspruch, Einschränkung der Verarbeitung und Datenübertragbarkeit ausüben und Ihre Einwilligung widerrufen, indem Sie an ${owner.email} oder an ${domicilio} schreiben und das Recht angeben, das Sie ausüben. Können wir Sie nicht identifizieren, bitten wir Sie um ein Dokument, das Ihre Identität nachweist. Wir antworten innerhalb eines Monats.`,
        'Wenn Sie der Ansicht sind, dass wir Ihr Anliegen nicht ordnungsgemäß bearbeitet haben, können Sie Beschwerde bei der spanischen Datenschutzbehörde einlegen (Agencia Española de Protección de Datos, www.aepd.es, C/ Jorge Juan 6, 28001 Madrid).',
      ],
    },
    {
      heading: '9. Pflichtangaben und Richtigkeit',
      paragraphs: [
        'Die als Pflichtfelder gekennzeichneten Angaben benötigen wir, um Ihre Anfrage zu bearbeiten; ohne sie ist das nicht möglich. Sie bestätigen uns, dass die Daten Ihre eigenen und wahrheitsgemäß sind und dass Sie volljährig sind. Wir treffen keine automatisierten Entscheidungen und erstellen keine Profile mit Ihren Daten.',
      ],
    },
    {
      heading: '10. Cookies und lokaler Speicher',
      paragraphs: [
        'Diese Website verwendet nur technisch notwendige Cookies, die für ihren Betrieb erforderlich und von der Einwilligung ausgenommen sind (Art. 22.2 LSSI-CE): ein Sitzungscookie (gtcars_session, zwei Stunden) und ein Sicherheitscookie für die Formulare (XSRF-TOKEN). Wir verwenden keine Analyse- oder Werbecookies.',
        'Die Fahrzeuge, die Sie auf Ihre Merkliste setzen, werden im lokalen Speicher Ihres Browsers gespeichert, und Sie können sie jederzeit löschen. Google Maps wird erst geladen, wenn Sie auf „Karte anzeigen“ klicken; ab diesem Moment kann Google eigene Cookies setzen, gemäß seiner Datenschutzerklärung.',
      ],
    },
    {
      heading: '11. Änderungen dieser Erklärung',
      paragraphs: [
        'Wir können diese Erklärung aktualisieren, um sie an Gesetzesänderungen oder Änderungen unserer Leistungen anzupassen. Die geltende Fassung und ihr Datum stehen oben auf dieser Seite, und jede Anfrage speichert die Fassung, die Sie akzeptiert haben.',
      ],
    },
  ],
});

/** The reservation terms, as in legal-es.ts. */
const condicionesReserva = (owner: Owner, { reserva }: Empresa, { pagoOnline }: LegalContext): LegalDocument => ({
  slug: 'condiciones_reserva',
  title: 'Reservierungsbedingungen',
  version: LEGAL_TEXT_VERSION,
  intro: `Sie können uns bitten, ein verfügbares Fahrzeug für Sie zurückzuhalten. Dies sind die Bedingungen einer Reservierung bei ${ownerName(owner)}.`,
  sections: [
    {
      heading: '1. So funktioniert es',
      paragraphs: [
        pagoOnline
          ? 'Sie senden die Anfrage über die Seite des Fahrzeugs und leisten die Anzahlung sofort per Karte oder Bizum auf der sicheren Zahlungsseite der Banken (Redsys). Sobald uns die Bank die Zahlung bestätigt, ist das Fahrzeug für Sie reserviert, ohne dass Sie auf unseren Anruf warten müssen. Wird die Zahlung nicht innerhalb von 30 Minuten abgeschlossen, verfällt die Anfrage ohne Kosten.'
          : 'Sie senden die Anfrage über die Seite des Fahrzeugs. Ein Berater ruft Sie während der Geschäftszeiten an, um sie zu bestätigen und Ihnen zu erklären, wie Sie die Anzahlung leisten. Das Fahrzeug ist erst reserviert, wenn wir Ihnen die Reservierung bestätigen: Bis dahin bleibt es im Verkauf.',
        `Nach der Bestätigung erscheint das Fahrzeug auf der Website als „Reserviert“, und wir verkaufen es ${reserva.horas} Stunden lang an niemanden sonst. Wenn Sie mehr Zeit brauchen (zum Beispiel für die Finanzierung), können wir die Frist verlängern.`,
      ],
    },
    {
      heading: '2. Die Anzahlung',
      paragraphs: [
        `Die Anzahlung beträgt ${formatPrice(reserva.senal, 'de')}. Sie ist eine Zahlung auf den Kaufpreis des Fahrzeugs und wird beim Kauf angerechnet; sie ist kein Reuegeld (arras penitenciales), und weder Sie noch wir verlieren sie durch einen Rücktritt.`,
        ...(pagoOnline ? ['Sie leisten sie bei der Reservierung per Karte oder Bizum auf der Zahlungsseite von Redsys, dem Zahlungsdienst der spanischen Banken, der prüft, dass Sie es sind (starke Kundenauthentifizierung). Ihre Kartendaten sehen und speichern wir nicht.', 'Muss sie erstattet werden, erfolgt die Erstattung automatisch über Redsys auf dieselbe Karte bzw. dasselbe Bizum-Konto, und Sie können sie auf „Meine Reservierung“ verfolgen.'] : ['Kartenzahlungen auf der Website akzeptieren wir noch nicht. Sie können die Anzahlung auf zwei Arten leisten:']),
      ],
      ...(!pagoOnline && {
        items: [
          'An jedem unserer Standorte per Karte oder in bar bis 1.000 €, der Obergrenze für Barzahlungen an ein Unternehmen (spanisches Gesetz 7/2012, Art. 7).',
          reserva.iban
            ? `Per Banküberweisung auf das Konto ${ibanGroups(reserva.iban)}, lautend auf ${owner.razonSocial}, mit Ihrem Namen und dem Kennzeichen oder der Referenz des Fahrzeugs als Verwendungszweck.`
            : `Per Banküberweisung auf das Konto von ${owner.razonSocial}, das wir Ihnen bei der Bestätigung der Reservierung mitteilen.`,
        ],
      }),
    },
    {
      heading: '3. Ende der Reservierung',
      paragraphs: [
        'Haben wir bei Ablauf der Frist weder den Kauf abgeschlossen noch die Reservierung verlängert, ist das Fahrzeug automatisch wieder im Verkauf.',
        'Sie können die Reservierung jederzeit stornieren, indem Sie Ihren Standort anrufen oder ihm schreiben, oder auf der Seite „Meine Reservierung“, die in jeder E-Mail zur Reservierung verlinkt ist.',
      ],
    },
    {
      heading: '4. Rückzahlung der Anzahlung',
      paragraphs: [
        'Kommt der Kauf nicht zustande, gleich aus welchem Grund, erstatten wir Ihnen die Anzahlung vollständig, in Geld, über dasselbe Zahlungsmittel, mit dem Sie sie geleistet haben, und innerhalb von höchstens 14 Tagen. Zum Beispiel, wenn:',
      ],
      items: [
        'Sie die Reservierung stornieren oder widerrufen;',
        'die Frist abläuft, ohne dass wir den Kauf abgeschlossen haben;',
        'die Bank die Finanzierung, die Sie für dieses Fahrzeug beantragt haben, nicht genehmigt;',
        'das Fahrzeug nicht dem veröffentlichten Angebot entspricht oder wir es nicht übergeben können.',
      ],
    },
    {
      heading: '5. Widerrufsrecht',
      paragraphs: withdrawalInformation(owner),
    },
    {
      heading: '6. Muster-Widerrufsformular',
      paragraphs: ['(Wenn Sie die Reservierung widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.)'],
      items: withdrawalForm(owner),
    },
    {
      heading: '7. Ihre Daten',
      paragraphs: [
        'Wir verwenden die Daten der Reservierung, um sie zu bearbeiten, und, wenn Sie das Fahrzeug kaufen, für den Verkauf, wie in unserer Datenschutzerklärung beschrieben.',
        `Bei Fragen: ${owner.phone} oder ${owner.email}.`,
      ],
    },
  ],
});

/** The withdrawal information (TRLGDCU arts. 97.1.i and 102–107), in the words of the model of Directive 2011/83/EU, annex I(A). */
function withdrawalInformation(owner: Owner): string[] {
  return [
    `Sie haben das Recht, die Reservierung binnen ${WITHDRAWAL_DAYS} Kalendertagen ohne Angabe von Gründen zu widerrufen. Die Widerrufsfrist endet ${WITHDRAWAL_DAYS} Kalendertage nach dem Tag, an dem Sie die Reservierung vorgenommen haben.`,
    `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung über Ihren Entschluss, die Reservierung zu widerrufen, informieren: über die Schaltfläche „Reservierung widerrufen“ auf der Seite „Meine Reservierung“, die in der E-Mail verlinkt ist, die wir Ihnen bei der Reservierung gesendet haben, per E-Mail an ${owner.email}, telefonisch unter ${owner.phone} oder per Brief an ${owner.razonSocial}, ${domicilio}. Sie können dafür das nachstehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Wir bestätigen Ihnen den Eingang Ihres Widerrufs per E-Mail.`,
    'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung vor Ablauf der Frist absenden.',
    `Wenn Sie widerrufen, zahlen wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Anzahlung, unverzüglich und spätestens binnen ${WITHDRAWAL_DAYS} Kalendertagen ab dem Tag zurück, an dem Sie uns über Ihren Entschluss informieren. Wir zahlen in Geld und über dasselbe Zahlungsmittel zurück, das Sie eingesetzt haben, es sei denn, Sie bestimmen ausdrücklich etwas anderes; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.`,
    'Nach Ablauf dieser Frist können Sie die Reservierung trotzdem stornieren, solange wir den Kauf nicht abgeschlossen haben, und wir erstatten Ihnen die Anzahlung wie in Abschnitt 4 beschrieben.',
  ];
}

/** The model withdrawal form (TRLGDCU anexo B), in the words of Directive 2011/83/EU, annex I(B). */
function withdrawalForm(owner: Owner): string[] {
  return [
    `An ${owner.razonSocial}, ${domicilio}, ${owner.email}:`,
    'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Reservierung des folgenden Fahrzeugs:',
    'Reserviert am:',
    'Name des/der Verbraucher(s):',
    'Anschrift des/der Verbraucher(s):',
    'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
    'Datum:',
    '(*) Unzutreffendes streichen.',
  ];
}

/** The accessibility statement: what it covers and its review date, accessibility-statement.ts. */
const declaracionAccesibilidad = ({ tradeName, email, phone }: Owner): LegalDocument => ({
  slug: 'accesibilidad',
  title: 'Erklärung zur Barrierefreiheit',
  version: ACCESSIBILITY_REVIEWED_AT,
  intro: `${tradeName} möchte, dass jeder auf dieser Website ein Fahrzeug suchen, vergleichen und reservieren kann, ganz gleich, wie er sie nutzt. Diese Erklärung beschreibt, wie weit uns das gelingt, gemäß dem spanischen Gesetz 11/2023 vom 8. Mai, das den Europäischen Rechtsakt zur Barrierefreiheit (Richtlinie (EU) 2019/882) umsetzt, und mit der Konformitätsstufe AA der Richtlinien für barrierefreie Webinhalte (WCAG) 2.2 als Maßstab.`,
  sections: [
    {
      heading: '1. Stand der Vereinbarkeit',
      paragraphs: [
        'Diese Website ist teilweise mit den WCAG 2.2, Konformitätsstufe AA, vereinbar: Sie erfüllt deren Kriterien auf den Seiten und in den Formularen, die wir geprüft haben, mit den in Abschnitt 3 genannten Ausnahmen.',
      ],
    },
    {
      heading: '2. Wie wir prüfen',
      paragraphs: ['Jede Version der Website wird vor ihrer Veröffentlichung geprüft:'],
      items: [
        'Eine automatische Prüfung mit axe-core (Regeln der WCAG 2.0, 2.1 und 2.2, Stufen A und AA) jeder öffentlichen Seite und des Verwaltungsbereichs, auf einem Desktop-Bildschirm (1280 px) und einem Mobilgerät (375 px), sowie jedes Dialogs, Menüs und jeder Meldung, die sich darauf öffnen.',
        'Vollständige Abläufe allein mit der Tastatur: suchen und filtern, ein Fahrzeug öffnen, Informationen oder einen Termin anfragen, reservieren, Ihr Fahrzeug bewerten lassen und einen Suchauftrag anlegen.',
        'Lighthouse auf dem Mobilgerät für die Startseite, die Suche, eine Fahrzeugseite und die Kontaktseite.',
      ],
    },
    {
      heading: '3. Nicht barrierefreie Inhalte',
      paragraphs: ['Diese Einschränkungen sind uns bekannt, und wir arbeiten daran, sie zu beheben:'],
      items: [
        'Die Videos der Fahrzeuge haben weder Untertitel noch Transkript. Was sie zeigen (das Fahrzeug von außen und innen), ist auch auf den Fotos und im Datenblatt zu sehen.',
        'Der Alternativtext jedes Fotos nennt das Fahrzeug und die Nummer des Fotos, beschreibt aber nicht, was darauf zu sehen ist.',
        'Die Google-Karten und sozialen Netzwerke, auf die wir verlinken, sind Websites Dritter, deren Barrierefreiheit nicht von uns abhängt.',
        'Einen vollständigen Test mit Screenreadern oder mit Menschen mit Behinderungen haben wir noch nicht durchgeführt; die Prüfungen aus Abschnitt 2 sind automatisch und mit der Tastatur.',
      ],
    },
    {
      heading: '4. Erstellung dieser Erklärung',
      paragraphs: [
        `Diese Erklärung wurde durch eine Selbstbewertung des Teams von ${tradeName} erstellt, mit den in Abschnitt 2 beschriebenen Prüfungen. Sie wurde zuletzt am ${formatDay(ACCESSIBILITY_REVIEWED_AT, 'de')} überprüft.`,
      ],
    },
    {
      heading: '5. Melden Sie uns eine Barriere',
      paragraphs: [
        `Wenn Sie etwas nicht nutzen können oder die Angaben zu einem Fahrzeug in einem anderen Format benötigen, schreiben Sie uns an ${email} oder rufen Sie uns unter ${phone} an und nennen Sie die Seite und was passiert ist. Wir antworten innerhalb von höchstens 20 Werktagen und stellen Ihnen die Information oder den Service bis dahin auf anderem Weg bereit.`,
      ],
    },
    {
      heading: '6. Wenn Sie nicht zufrieden sind',
      paragraphs: [
        'Erhalten Sie auf Ihre Meldung keine Antwort oder sind Sie mit der Antwort nicht zufrieden, können Sie Beschwerde bei den Verbraucherschutzstellen der Regierung der Kanarischen Inseln (Gobierno de Canarias) oder Ihrer Gemeinde einlegen, die die Einhaltung des Gesetzes 11/2023 von uns einfordern können.',
      ],
    },
  ],
});

export const german: LegalTexts = {
  owner: {
    razonSocial: '[Firmenname]',
    cif: '[CIF]',
    registro: 'Handelsregister (Registro Mercantil) von [Provinz], [Band], [Blatt], [Registerblatt], [Eintragung]',
    email: '[Datenschutz-E-Mail]',
    phone: '[Telefon]',
    tel: 'Tel.',
  },
  documents: {
    aviso_legal: avisoLegal,
    politica_privacidad: politicaPrivacidad,
    condiciones_reserva: condicionesReserva,
    accesibilidad: declaracionAccesibilidad,
  },
  withdrawal: (owner) => ({ information: withdrawalInformation(owner), form: withdrawalForm(owner) }),
};
