/** Domains where dots in the local part are ignored, and which deliver to the same mailboxes. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the caps on alerts count it: lower case, the +tag removed
 * ('ana+coches@' is 'ana@'), and for Gmail the dots too, googlemail.com being gmail.com
 * ('A.na+1@googlemail.com' is 'ana@gmail.com'). The migration that added alertas.buzon spells
 * the same rule in SQL.
 */
export function canonicalMailbox(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0] ?? '';
  return GMAIL.has(domain) ? `${untagged.replaceAll('.', '')}@gmail.com` : `${untagged}@${domain}`;
}
