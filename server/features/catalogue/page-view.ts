/**
 * Whether a request is a real page view, the only kind that adds to a car's visit counter
 * (numbook). Not counted:
 * - anything but GET (HEAD included: nobody sees the page);
 * - prefetches: Inertia's hover prefetch sends `Purpose: prefetch`, browsers send
 *   `Sec-Purpose: prefetch` (and `prefetch;prerender`) for speculation rules, older ones
 *   `X-Purpose: preview` or `X-Moz: prefetch`;
 * - Inertia partial reloads (`X-Inertia-Partial-Component`): the visitor is already on the page;
 * - bots: an empty User-Agent, or one matching BOT_USER_AGENT.
 *
 * The bot list covers search crawlers, link-preview fetchers (a car shared on WhatsApp or
 * Facebook is fetched once per chat, not seen), SEO tools, uptime monitors and command-line
 * or library HTTP clients (curl, wget, python-requests, Go, Java, axios…) and headless browsers.
 * Real browsers announce themselves as "Mozilla/5.0 (…)" without any of these words.
 */
export const BOT_USER_AGENT = new RegExp(
  [
    // "Googlebot/2.1", "bingbot", "Twitterbot"…, but not the phone brand Cubot.
    '(?<!cu)bot\\b',
    'crawl',
    'spider',
    'slurp',
    'mediapartners',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'whatsapp',
    'telegram',
    'slack',
    'discord',
    'skype',
    'linkedin',
    'pinterest',
    'embedly',
    'vkshare',
    'preview',
    'lighthouse',
    'pagespeed',
    'headlesschrome',
    'phantomjs',
    'uptime',
    'monitor',
    'pingdom',
    'curl',
    'wget',
    'python',
    'go-http-client',
    'java/',
    'okhttp',
    'axios',
    'node-fetch',
    'undici',
    'libwww',
    'httpclient',
    'scrapy',
    'ahrefs',
    'semrush',
    'yandex',
    'baidu',
    'petalsearch',
    'bytespider',
    'gptbot',
    'chatgpt',
    'claude',
    'perplexity',
  ].join('|'),
  'i',
);

const PREFETCH = /prefetch|preview|prerender/i;

export interface PageViewRequest {
  method: string;
  /** A request header by name (Express' req.get). */
  get(name: string): string | undefined;
}

export function isBot(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || BOT_USER_AGENT.test(agent);
}

export function isPageView(req: PageViewRequest): boolean {
  if (req.method !== 'GET') return false;
  const purpose = [req.get('Purpose'), req.get('Sec-Purpose'), req.get('X-Purpose'), req.get('X-Moz')].join(' ');
  if (PREFETCH.test(purpose)) return false;
  if (req.get('X-Inertia-Partial-Component')) return false;
  return !isBot(req.get('User-Agent'));
}
