import { test } from '@playwright/test';
import { makeAxeFixtures } from '../support/e2e-axe-fixtures.ts';

/** Before any journey: the rows the axe suite scans (tests/support/e2e-axe-fixtures.ts). */
test('the axe suite has its enquiries, reservations, drives, alert and import', () => makeAxeFixtures());
