import ical, { ICalCalendarMethod } from 'ical-generator';
import { companySignature } from '../../contracts/company.ts';
import { formatSlot } from '../../contracts/format.ts';
import { storedLocale } from '../../contracts/locales.ts';
import { route } from '../../contracts/routes.ts';
import { branchById } from '../../contracts/site.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import { env } from '../../config/env.ts';
import { companyDetails } from '../../core/company-details.ts';
import { translator } from '../../i18n/index.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { linkMail } from '../../lib/link-mail.ts';
import { mailer } from '../../lib/mail.ts';
import { namedCars, similarCarLines } from '../catalogue/index.ts';
import { driveFacts, markDriveMail, markDriveCancellationTold } from './test-drives.queries.ts';

/**
 * The visitor's mails of a booked test drive, in the language they booked in: the confirmation,
 * with the drive as a calendar invite (.ics) carrying the branch's address and map, and the
 * reminders 24 and 2 hours before. Each goes out once; a reminder only while the drive still
 * starts when it was queued for (a drive moved or cancelled since sends none); and the notice of
 * a drive that staff, or the car's sale, cancelled.
 */

async function mailFacts(pruebaId: number) {
  const drive = await driveFacts(pruebaId);
  if (!drive) return null;
  const i18n = translator(storedLocale(drive.lead.idioma));
  const car = (await namedCars([drive.coche_id])).get(drive.coche_id);
  const branch = branchById(drive.sede_id);
  const empresa = await companyDetails();
  const appName = env().APP_NAME;
  return {
    drive,
    i18n,
    car: car ? vehicleTitle(car) : i18n.t('mail.car_fallback'),
    branch,
    address: branch.address.join(', '),
    when: formatSlot(drive.inicio.toISOString(), i18n.locale),
    signature: companySignature(empresa, appName),
    appName,
    /** The drive's page, where the visitor cancels it. */
    manage: { action: i18n.t('mail.testdrive_manage'), url: absoluteUrl(route('pruebas.show', { token: drive.token }, i18n.locale)), footer: i18n.t('mail.testdrive_manage_note') },
  };
}

/** The 'test-drive-mail' job: the confirmation with its invite. Whether it went out now. */
export async function sendTestDriveMail(pruebaId: number): Promise<boolean> {
  const facts = await mailFacts(pruebaId);
  if (!facts || facts.drive.correo_at || facts.drive.estado !== 'reservada') return false;
  const { drive, i18n, car, branch, address, when, signature, appName, manage } = facts;
  const { t, locale } = i18n;
  const calendar = ical({ name: appName });
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.createEvent({
    id: `prueba-${drive.id}@${new URL(env().APP_URL ?? 'http://localhost').hostname}`,
    start: drive.inicio,
    end: drive.fin,
    summary: t('mail.testdrive_subject', { car, when, appName }).replace(/ - .*$/, ''),
    description: t('mail.testdrive_bring', { minutes: Math.round((drive.fin.getTime() - drive.inicio.getTime()) / 60_000) }),
    location: `${appName} ${branch.name}, ${address}`,
    url: branch.mapsUrl,
  });
  await mailer().send({
    ...linkMail({
      ...manage,
      to: drive.lead.email,
      subject: t('mail.testdrive_subject', { car, when, appName }),
      greeting: t('mail.greeting', { name: drive.lead.nombre }),
      lines: [
        t('mail.testdrive_booked', { when, branch: branch.name, address, car, salesperson: drive.vendedor }),
        t('mail.testdrive_bring', { minutes: Math.round((drive.fin.getTime() - drive.inicio.getTime()) / 60_000) }),
        t('mail.testdrive_map', { url: branch.mapsUrl }),
        t('mail.testdrive_invite'),
      ],
      signature,
      lang: locale,
    }),
    attachments: [{ filename: 'prueba.ics', content: calendar.toString(), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  });
  await markDriveMail(pruebaId, 'correo_at');
  return true;
}

/** The 'test-drive-reminder' job, `hours` before a drive queued for `inicio`. Whether it went out now. */
export async function sendTestDriveReminder(pruebaId: number, inicio: string, hours: number): Promise<boolean> {
  const column = hours === 24 ? 'recordatorio_24_at' : 'recordatorio_2_at';
  const facts = await mailFacts(pruebaId);
  if (!facts || facts.drive.estado !== 'reservada' || facts.drive.inicio.toISOString() !== inicio || facts.drive[column]) return false;
  const { drive, i18n, car, branch, address, when, signature, appName, manage } = facts;
  const { t, locale } = i18n;
  await mailer().send(
    linkMail({
      ...manage,
      to: drive.lead.email,
      subject: t('mail.testdrive_reminder_subject', { car, when, appName }),
      greeting: t('mail.greeting', { name: drive.lead.nombre }),
      lines: [t('mail.testdrive_reminder', { when, branch: branch.name, address, car }), t('mail.testdrive_map', { url: branch.mapsUrl })],
      signature,
      lang: locale,
    }),
  );
  await markDriveMail(pruebaId, column);
  return true;
}

/** The 'test-drive-cancelled' job: tells the visitor that staff, or the car's sale, cancelled their drive, with cars like it. Whether it went out now. */
export async function sendTestDriveCancelled(pruebaId: number): Promise<boolean> {
  const facts = await mailFacts(pruebaId);
  const por = facts?.drive.cancelada_por;
  if (!facts || facts.drive.estado !== 'cancelada' || facts.drive.aviso_cancelacion_at || (por !== 'coche' && por !== 'personal')) return false;
  const { drive, i18n, car, when, signature, appName, manage } = facts;
  const { t, locale } = i18n;
  const similar = por === 'coche' ? await similarCarLines(drive.coche_id, locale) : [];
  await mailer().send(
    linkMail({
      ...manage,
      action: t('mail.testdrive_view'),
      footer: t('mail.testdrive_cancelled_note'),
      to: drive.lead.email,
      subject: t('mail.testdrive_cancelled_subject', { car, when, appName }),
      greeting: t('mail.greeting', { name: drive.lead.nombre }),
      lines: [t(por === 'coche' ? 'mail.testdrive_cancelled_coche' : 'mail.testdrive_cancelled_personal', { car, when }), ...(similar.length > 0 ? [t('mail.testdrive_similar'), ...similar] : [])],
      signature,
      lang: locale,
    }),
  );
  await markDriveCancellationTold(pruebaId);
  return true;
}
