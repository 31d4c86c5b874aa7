import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '../../../server/features/alerts/mailbox.ts';

describe('the mailbox an address reaches', () => {
  it.each([
    ['Ana.Perez@Example.ES', 'ana.perez@example.es'],
    ['ana.perez+coches@example.es', 'ana.perez@example.es'],
    ['A.na.Perez+1@gmail.com', 'anaperez@gmail.com'],
    ['anaperez@GoogleMail.com', 'anaperez@gmail.com'],
    ['ana+a+b@outlook.es', 'ana@outlook.es'],
  ])('%s is %s', (email, mailbox) => {
    expect(canonicalMailbox(email)).toBe(mailbox);
  });
});
