import { afterAll, beforeAll, vi } from 'vitest';
import type { OutgoingMail } from '../../server/features/leads/mail.ts';
import { setMailer } from '../../server/features/leads/mail.ts';

/**
 * Installs a mailer that keeps the messages in memory for this test file, so tests read what
 * the staff would receive. Call at a file's (or a describe's) top level: it is installed before
 * its tests, and the real mailer comes back afterwards.
 */
export function useRecordedMail(): OutgoingMail[] {
  const sent: OutgoingMail[] = [];
  beforeAll(() =>
    setMailer({
      send: (mail) => {
        sent.push(mail);
        return Promise.resolve({ via: 'smtp' });
      },
    }),
  );
  afterAll(() => setMailer(undefined));
  return sent;
}

/** Waits until `count` messages have been sent (the staff mail leaves after the visitor's answer). */
export async function mailCount(sent: OutgoingMail[], count: number): Promise<void> {
  await vi.waitFor(() => {
    if (sent.length < count) throw new Error(`${sent.length} de ${count} correos`);
  });
}
