import { afterAll, beforeAll, vi } from 'vitest';
import type { Mailer, OutgoingMail } from '../../server/lib/mail.ts';
import { setMailer } from '../../server/lib/mail.ts';

/**
 * Installs a mailer that keeps the messages in memory for this test file, so tests read what
 * the staff would receive. Call at a file's (or a describe's) top level: it is installed before
 * its tests, and the real mailer comes back afterwards.
 */
export function useRecordedMail(): OutgoingMail[] {
  const sent: OutgoingMail[] = [];
  beforeAll(() => setMailer(recordingMailer(sent)));
  afterAll(() => setMailer(undefined));
  return sent;
}

/** A mailer that keeps what it is given in `sent` (e.g. to put back after a test swapped it). */
export function recordingMailer(sent: OutgoingMail[]): Mailer {
  return {
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve({ via: 'smtp' });
    },
  };
}

/** Waits until `count` messages have been sent (the staff mail leaves after the visitor's answer). */
export async function mailCount(sent: OutgoingMail[], count: number): Promise<void> {
  await vi.waitFor(() => {
    if (sent.length < count) throw new Error(`${sent.length} de ${count} correos`);
  });
}
