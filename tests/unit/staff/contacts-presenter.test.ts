import { describe, expect, it } from 'vitest';
import { contactRow, splitName } from '../../../server/features/contacts/contacts.presenter.ts';

describe('the contacts list columns', () => {
  it('splits a name into its first word and the rest', () => {
    expect(splitName('Nayra Santana Díaz')).toEqual({ first: 'Nayra', last: 'Santana Díaz' });
    expect(splitName('  Aday  ')).toEqual({ first: 'Aday', last: '' });
    expect(splitName('María   del Pino')).toEqual({ first: 'María', last: 'del Pino' });
  });

  it('sends only the row’s fields', () => {
    expect(contactRow({ id: 3, name: 'Aday Pérez', phone: '928 000 000' })).toEqual({ id: 3, name: 'Aday Pérez', phone: '928 000 000', first: 'Aday', last: 'Pérez' });
  });
});
