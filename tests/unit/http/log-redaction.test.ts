import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '../../../server/http/logger.ts';

describe('withoutSecrets', () => {
  it('keeps the live token and address of a reset link out of the log', () => {
    expect(withoutSecrets('/reset-password/abcDEF123_-xyz?email=ana%40gtcars.es')).toBe('/reset-password/…');
  });

  it('keeps the signature of a verification link out of the log', () => {
    expect(withoutSecrets('/verify-email/7/0123abcd?expires=1790000000&signature=deadbeef')).toBe('/verify-email/…');
  });

  it('keeps the token of a reservation’s Desistir link out of the log', () => {
    expect(withoutSecrets('/reservas/desistir/hwOt422vQhYCPD1ZMGD4SOChG7KAH22RSnFPvcT6EH4')).toBe('/reservas/desistir/…');
    expect(withoutSecrets('/de/reservas/desistir/hwOt422vQhYCPD1ZMGD4SOChG7KAH22RSnFPvcT6EH4')).toBe('/de/reservas/desistir/…');
    expect(withoutSecrets('/mi-reserva/hwOt422vQhYCPD1ZMGD4SOChG7KAH22RSnFPvcT6EH4')).toBe('/mi-reserva/…');
    expect(withoutSecrets('/de/prueba/hwOt422vQhYCPD1ZMGD4SOChG7KAH22RSnFPvcT6EH4/cancelar')).toBe('/de/prueba/…');
    expect(withoutSecrets('/en/mi-reserva/hwOt422vQhYCPD1ZMGD4SOChG7KAH22RSnFPvcT6EH4/pago/ok?Ds_Signature=x')).toBe('/en/mi-reserva/…');
  });

  it('keeps the token of an alert’s confirmation and unsubscribe links out of the log', () => {
    const token = 'hwOt422vQhYCPD1ZMGD4SOChG7KAH22RSnFPvcT6EH4';
    expect(withoutSecrets(`/alertas/confirmar/${token}`)).toBe('/alertas/confirmar/…');
    expect(withoutSecrets(`/alertas/baja/${token}?hecho=1`)).toBe('/alertas/baja/…');
    expect(withoutSecrets(`/feeds/${token}/stock.xml`)).toBe('/feeds/…/stock.xml');
    expect(withoutSecrets(`/feeds/${token}/stock.csv?x=1`)).toBe('/feeds/…/stock.csv?x=1');
    expect(withoutSecrets(`/FEEDS/${token}/stock.xml`)).toBe('/feeds/…/stock.xml');
  });

  it('leaves every other URL as it is, the verification notice included', () => {
    for (const url of ['/verify-email', '/buscar?marcas=1', '/dashboard/contacts?page=2', '/reset-password', '/alertas']) expect(withoutSecrets(url)).toBe(url);
  });
});
