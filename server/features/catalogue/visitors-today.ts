import { createHmac, randomBytes } from 'node:crypto';
import { canaryDate } from '../../contracts/canary-date.ts';

/** Views of a car one process remembers in a day; past this none is counted, since a burst of made-up clients is not visits. */
const MAX_VIEWS_REMEMBERED = 200_000;

export interface Visitor {
  ip: string;
  userAgent: string;
}

/**
 * Which visitors have seen which car today (Canary Islands day), so a car's visits count each
 * visitor once a day however often they load its page. A visitor is their IP and user agent,
 * remembered only as a keyed hash: the key is random, held in memory, and replaced each day, so
 * nothing stored or kept links a visitor to a car, or one day to the next. Each process keeps its
 * own; a visitor whose views reach two instances counts at most once on each.
 */
export class VisitorsToday {
  private day = '';
  private key = randomBytes(32);
  private readonly seen = new Set<string>();

  /** Whether this is the visitor's first view of the car today (and remembers it). */
  firstView(visitor: Visitor, slug: string, today = canaryDate()): boolean {
    if (today !== this.day) {
      this.day = today;
      this.key = randomBytes(32);
      this.seen.clear();
    }
    const view = createHmac('sha256', this.key).update(`${visitor.ip}\0${visitor.userAgent}\0${slug}`).digest('base64url').slice(0, 22);
    if (this.seen.has(view) || this.seen.size >= MAX_VIEWS_REMEMBERED) return false;
    this.seen.add(view);
    return true;
  }
}
