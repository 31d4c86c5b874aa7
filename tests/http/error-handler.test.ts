/** The one error handler: status-preserving Spanish error pages, JSON for API callers, errors back to forms. */
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { ForbiddenError, PageExpiredError, ValidationError } from '../../server/lib/errors.ts';
import { errorHandler } from '../../server/http/middleware/errors.ts';
import { inertiaHeaders, inertiaTestApp, protocolOf, pageFromHtml } from '../support/inertia-app.ts';

function appThrowing(error: unknown, logger = pino({ level: 'silent' })) {
  return inertiaTestApp((a) => {
    a.all('/boom', () => {
      throw error;
    });
    a.get('/form', (_req, res) => protocolOf(res).render('Form'));
    a.use(errorHandler(logger));
  });
}

describe('error handler', () => {
  it.each([
    [new ForbiddenError(), 403],
    [new PageExpiredError(), 419],
  ])('renders %s as the Error page with status %i', async (error, status) => {
    const res = await request(appThrowing(error)).get('/boom').set(inertiaHeaders());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ component: 'Error', props: { status } });
  });

  it('renders an unexpected error as a server-rendered 500 page, logs it and hides its details', async () => {
    const logger = pino({ level: 'silent' });
    const logged = vi.spyOn(logger, 'error');
    const res = await request(appThrowing(new Error('secret stack detail'), logger)).get('/boom');
    expect(res.status).toBe(500);
    expect(pageFromHtml(res.text)).toMatchObject({ component: 'Error', props: { status: 500, message: 'Error del servidor' } });
    expect(res.text).not.toContain('secret stack detail');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('sends validation errors back to the form through the session (303 after PUT)', async () => {
    const agent = request.agent(appThrowing(new ValidationError({ nombre: ['Este campo es obligatorio.'] })));
    const res = await agent.put('/boom').set({ ...inertiaHeaders(), Host: 'gtcars.test', Referer: 'http://gtcars.test/form' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/form');
    const form = await agent.get('/form').set(inertiaHeaders());
    expect(form.body.props.errors).toEqual({ nombre: 'Este campo es obligatorio.' });
  });

  it('answers JSON callers with 422 and the field errors', async () => {
    const res = await request(appThrowing(new ValidationError({ email: ['Introduce un correo electrónico válido.'] })))
      .post('/boom')
      .set('Accept', 'application/json');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['Introduce un correo electrónico válido.'] });
  });

  it.each(['https://evil.example/phish', 'http://gtcars.test//evil.example/x', 'http://gtcars.test/\\evil.example/x'])(
    'never redirects back to another site (Referer %s)',
    async (referer) => {
      const res = await request(appThrowing(new ValidationError({ a: ['x'] })))
        .post('/boom')
        .set({ ...inertiaHeaders(), Host: 'gtcars.test', Referer: referer });
      expect(res.headers.location).toBe('/');
    },
  );
});
