/**
 * An https APP_URL means TLS ends in front of this process: every cookie is Secure and HSTS is
 * sent, whether or not TRUST_PROXY is set (M2 of the security review).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';

const { app } = useTestApp({ APP_URL: 'https://www.gtcars.es', TRUST_PROXY: false });

const cookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('https APP_URL without TRUST_PROXY', () => {
  it('marks the XSRF and session cookies Secure and sends HSTS', async () => {
    const agent = request.agent(app);
    const res = await agent.get('/login').set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
    const xsrf = cookies(res).find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    expect(xsrf).toMatch(/;\s*Secure/i);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // A visitor's page stores no session; a failed sign-in stores one for its errors.
    const token = decodeURIComponent(xsrf?.split(';')[0]?.split('=')[1] ?? '');
    const failed = await request(app)
      .post('/login')
      .set({ 'X-Forwarded-Proto': 'https', Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'X-XSRF-TOKEN': token })
      .send({ email: 'nadie@gtcars.es', password: 'incorrecta' });
    expect(failed.status).toBe(302);
    expect(cookies(failed).find((cookie) => cookie.startsWith('gtcars_session='))).toMatch(/;\s*Secure/i);
  });
});
