import { createHmac, randomBytes } from 'node:crypto';
import { canaryDate } from '../../contracts/canary-date.ts';

/**
 * Views one process remembers in a day, and views one IP may count in a day. Past the first none
 * is counted; past the second none from that IP: a client making up user agents counts a few
 * hundred visits at most, and cannot fill the day's memory for everyone else.
 */
const MAX_VIEWS_REMEMBERED = 200_000;
const MAX_VIEWS_PER_IP = 300;

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
  private readonly perIp = new Map<string, number>();

  /** Whether this is the visitor's first view of the car today (and remembers it). */
  firstView(visitor: Visitor, slug: string, today = canaryDate()): boolean {
    if (today !== this.day) {
      this.day = today;
      this.key = randomBytes(32);
      this.seen.clear();
      this.perIp.clear();
    }
    const view = this.hash(`${visitor.ip}\0${visitor.userAgent}\0${slug}`);
    if (this.seen.has(view) || this.seen.size >= MAX_VIEWS_REMEMBERED) return false;
    const ip = this.hash(visitor.ip);
    const counted = this.perIp.get(ip) ?? 0;
    if (counted >= MAX_VIEWS_PER_IP) return false;
    this.seen.add(view);
    this.perIp.set(ip, counted + 1);
    return true;
  }

  private hash(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url').slice(0, 22);
  }
}
