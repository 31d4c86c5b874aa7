import { describe, expect, it } from 'vitest';
import { isBot, isPageView } from '../../../server/features/catalogue/page-view.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const request = (headers: Record<string, string>, method = 'GET') => ({
  method,
  get: (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
});

describe('what counts as a page view', () => {
  it('counts a browser GET, first load or Inertia visit', () => {
    expect(isPageView(request({ 'User-Agent': CHROME }))).toBe(true);
    expect(isPageView(request({ 'User-Agent': IPHONE, 'X-Inertia': 'true' }))).toBe(true);
  });

  it('ignores other methods, prefetches and partial reloads', () => {
    expect(isPageView(request({ 'User-Agent': CHROME }, 'HEAD'))).toBe(false);
    expect(isPageView(request({ 'User-Agent': CHROME, Purpose: 'prefetch' }))).toBe(false);
    expect(isPageView(request({ 'User-Agent': CHROME, 'Sec-Purpose': 'prefetch;prerender' }))).toBe(false);
    expect(isPageView(request({ 'User-Agent': CHROME, 'X-Moz': 'prefetch' }))).toBe(false);
    expect(isPageView(request({ 'User-Agent': CHROME, 'X-Inertia-Partial-Component': 'Vehicle' }))).toBe(false);
  });

  it('treats crawlers, link previews, scripts and an empty agent as bots', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'TelegramBot (like TwitterBot)',
      'curl/8.5.0',
      'python-requests/2.32.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      '',
      '   ',
    ]) {
      expect(isBot(agent), agent).toBe(true);
    }
    expect(isBot(undefined)).toBe(true);
  });

  it('does not mistake real phones and browsers for bots', () => {
    for (const agent of [CHROME, IPHONE, 'Mozilla/5.0 (Linux; Android 13; CUBOT KingKong 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36']) {
      expect(isBot(agent), agent).toBe(false);
    }
  });
});
