import { describe, expect, it } from 'vitest';
import { VisitorsToday } from '../../../server/features/catalogue/visitors-today.ts';

describe('the visitors of a day', () => {
  it('count a visitor once per car and day', () => {
    const visitors = new VisitorsToday();
    const ana = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Chrome' };
    expect(visitors.firstView(ana, 'bmw-serie-3', '2026-11-27')).toBe(true);
    expect(visitors.firstView(ana, 'bmw-serie-3', '2026-11-27')).toBe(false);
    expect(visitors.firstView(ana, 'audi-q5', '2026-11-27')).toBe(true);
    expect(visitors.firstView({ ...ana, userAgent: 'Mozilla/5.0 Firefox' }, 'bmw-serie-3', '2026-11-27')).toBe(true);
    expect(visitors.firstView(ana, 'bmw-serie-3', '2026-11-28')).toBe(true);
  });

  it('let one IP count 300 visits a day however many browsers it claims, and others still count', () => {
    const visitors = new VisitorsToday();
    const views = Array.from({ length: 400 }, (_, i) => visitors.firstView({ ip: '198.51.100.9', userAgent: `Navegador ${i}` }, 'bmw-serie-3', '2026-11-27'));
    expect(views.filter(Boolean)).toHaveLength(300);
    expect(visitors.firstView({ ip: '203.0.113.8', userAgent: 'Navegador 1' }, 'bmw-serie-3', '2026-11-27')).toBe(true);
    expect(visitors.firstView({ ip: '198.51.100.9', userAgent: 'Navegador 999' }, 'bmw-serie-3', '2026-11-28')).toBe(true);
  });
});
