/**
 * The spec's Spanish texts that the server sends in the page's language (a form's answer, the
 * credit warning) read word for word from the Spanish catalogue, as the contracts state them.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_CREATED_MESSAGE, MAX_ALERTS_PER_EMAIL, MAX_PENDING_ALERTS } from '../../../server/contracts/alerts.ts';
import { CREDIT_WARNING } from '../../../server/contracts/credit-warning.ts';
import { CONTACT_SUCCESS_MESSAGE, LEAD_SUCCESS_MESSAGE } from '../../../server/contracts/lead-forms.ts';
import { RESERVATION_SUCCESS_MESSAGE } from '../../../server/contracts/reservations.ts';
import { TRADE_IN_SUCCESS_MESSAGE } from '../../../server/contracts/trade-in.ts';
import { translator } from '../../../server/i18n/index.ts';

const { t } = translator('es');

describe('the Spanish catalogue', () => {
  it('holds the spec’s answers and warning exactly as the contracts do', () => {
    expect(t('forms.contact_sent')).toBe(CONTACT_SUCCESS_MESSAGE);
    expect(t('landing.sent')).toBe(LEAD_SUCCESS_MESSAGE);
    expect(t('vehicle.reservation_sent')).toBe(RESERVATION_SUCCESS_MESSAGE);
    expect(t('tradein.sent')).toBe(TRADE_IN_SUCCESS_MESSAGE);
    expect(t('search.alert_created', { pending: MAX_PENDING_ALERTS, total: MAX_ALERTS_PER_EMAIL })).toBe(ALERT_CREATED_MESSAGE);
    expect(t('common.credit_warning')).toBe(CREDIT_WARNING);
  });

  it('has English and German answers of its own', () => {
    expect(translator('en').t('forms.contact_sent')).not.toBe(CONTACT_SUCCESS_MESSAGE);
    expect(translator('de').t('tradein.sent')).not.toBe(TRADE_IN_SUCCESS_MESSAGE);
  });
});
