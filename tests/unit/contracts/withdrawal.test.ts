import { describe, expect, it } from 'vitest';
import { refundDeadline } from '../../../server/contracts/withdrawal.ts';
import { withdrawalAckMail } from '../../../server/features/reservations/reservation-mail.ts';
import { canaryDate } from '../../../server/contracts/canary-date.ts';
import { translator } from '../../../server/i18n/index.ts';

describe('the refund of a withdrawn reservation (TRLGDCU art. 107.1)', () => {
  it('falls 14 calendar days after the Canary day the buyer withdrew, also late on a summer evening', () => {
    expect(refundDeadline(new Date('2026-11-27T10:00:00Z'))).toBe('2026-12-11');
    // 00:30 in the Canary Islands (UTC+1 in summer) is already the 15th there.
    const lateNight = new Date('2026-07-14T23:30:00Z');
    expect(canaryDate(lateNight)).toBe('2026-07-15');
    expect(refundDeadline(lateNight)).toBe('2026-07-29');
  });

  it('acknowledges with the Canary day, the time it was recorded and the refund’s last day', () => {
    const at = new Date('2026-07-14T23:30:00Z');
    const mail = withdrawalAckMail({ to: 'a@example.es', miReservaUrl: 'https://gtcars.test/mi-reserva/x', nombre: 'Aday', coche: 'BMW X1', dia: canaryDate(at), registrado: at.toISOString(), reembolsoHasta: refundDeadline(at), signature: 'GTCars', appName: 'GTCars' }, translator('es'));
    expect(mail.text).toContain('el 15 de julio de 2026');
    // 23:30 UTC is 00:30 of the next day in the Canary Islands (summer time).
    expect(mail.text).toContain('Lo hemos registrado el 15/7/26, 0:30 (hora de Canarias).');
    expect(mail.text).toContain('a más tardar el 29 de julio de 2026');
  });
});
