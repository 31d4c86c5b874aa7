/**
 * Conformance with the Inertia v3 protocol, mirroring inertia-laravel's MiddlewareTest
 * (reference §3.3): versions, redirects, empty responses, errors, flash and SSR.
 */
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createSsrRenderer } from '../../../server/inertia/index.ts';
import { inertiaHeaders, inertiaTestApp, protocolOf, pageFromHtml } from '../../support/inertia-app.ts';

describe('Inertia middleware', () => {
  it('instructs the client to reload on a version mismatch: 409, the URL, server version, empty body', async () => {
    const app = inertiaTestApp((a) => a.get('/users', (_req, res) => protocolOf(res).render('Users')), { version: 'new' });
    const res = await request(app).get('/users?page=2').set(inertiaHeaders('old'));
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-location']).toBe('/users?page=2');
    expect(res.headers['x-inertia-version']).toBe('new');
    expect(res.headers['x-inertia']).toBeUndefined();
    expect(res.text).toBe('');
  });

  it('never sends the reload to the Host header or to another origin (L3 of the review)', async () => {
    const app = inertiaTestApp((a) => a.get('/{*path}', (_req, res) => protocolOf(res).render('Users')), { version: 'new' });
    const hostile = await request(app).get('/users').set(inertiaHeaders('old')).set('Host', 'evil.example');
    expect(hostile.headers['x-inertia-location']).toBe('/users');
    const doubleSlash = await request(app).get('//evil.example/users').set(inertiaHeaders('old'));
    expect(doubleSlash.headers['x-inertia-location']).toBe('/evil.example/users');
  });

  it('does not check the version on non-GET requests', async () => {
    const app = inertiaTestApp((a) => a.post('/users', (_req, res) => protocolOf(res).render('Users')), { version: 'new' });
    const res = await request(app).post('/users').set(inertiaHeaders('old'));
    expect(res.status).toBe(200);
  });

  it('the version is optional: an empty server version matches a request without one', async () => {
    const app = inertiaTestApp((a) => a.get('/', (_req, res) => protocolOf(res).render('Home')), { version: '' });
    const res = await request(app).get('/').set({ 'X-Inertia': 'true' });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe('');
  });

  it('an empty answer to an Inertia request redirects back (303 after PUT)', async () => {
    const app = inertiaTestApp((a) => a.put('/users/1', (_req, res) => void res.end()));
    const res = await request(app).put('/users/1').set({ ...inertiaHeaders(), Host: 'gtcars.test', Referer: 'http://gtcars.test/users/1/edit' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/users/1/edit');
  });

  it('an empty answer to a non-Inertia request is left alone', async () => {
    const app = inertiaTestApp((a) => a.put('/users/1', (_req, res) => void res.end()));
    const res = await request(app).put('/users/1');
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
  });

  it.each(['put', 'patch', 'delete'] as const)('turns a 302 after %s into a 303', async (method) => {
    const app = inertiaTestApp((a) => a[method]('/users/1', (_req, res) => res.redirect('/users')));
    const res = await request(app)[method]('/users/1').set(inertiaHeaders());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/users');
  });

  it('keeps a 302 after POST', async () => {
    const app = inertiaTestApp((a) => a.post('/users', (_req, res) => res.redirect('/users')));
    const res = await request(app).post('/users').set(inertiaHeaders());
    expect(res.status).toBe(302);
  });

  it('location response: 409 + X-Inertia-Location for Inertia requests, a 302 otherwise', async () => {
    const app = inertiaTestApp((a) => a.get('/out', (_req, res) => protocolOf(res).location('https://example.com/pago')));
    const inertiaRes = await request(app).get('/out').set(inertiaHeaders());
    expect(inertiaRes.status).toBe(409);
    expect(inertiaRes.headers['x-inertia-location']).toBe('https://example.com/pago');
    const plain = await request(app).get('/out');
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe('https://example.com/pago');
  });

  it.each(['get', 'post'] as const)('a redirect with a #fragment after %s is 409 + X-Inertia-Redirect', async (method) => {
    const app = inertiaTestApp((a) => a[method]('/go', (_req, res) => res.redirect('/vehiculo/bmw-x5#galeria')));
    const res = await request(app)[method]('/go').set(inertiaHeaders());
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-redirect']).toBe('/vehiculo/bmw-x5#galeria');
    expect(res.headers.location).toBeUndefined();
  });

  it('encodes the fragment redirect target', async () => {
    const app = inertiaTestApp((a) => a.get('/go', (_req, res) => res.redirect('/vehiculo/señal€#fotos')));
    const res = await request(app).get('/go').set(inertiaHeaders());
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-redirect']).toBe('/vehiculo/se%C3%B1al%E2%82%AC#fotos');
  });

  it('a redirect without a fragment, a non-Inertia one, or a prefetch one is not intercepted', async () => {
    const app = inertiaTestApp((a) => {
      a.get('/plain', (_req, res) => res.redirect('/buscar'));
      a.get('/hash', (_req, res) => res.redirect('/buscar#top'));
    });
    expect((await request(app).get('/plain').set(inertiaHeaders())).status).toBe(302);
    expect((await request(app).get('/hash')).status).toBe(302);
    expect((await request(app).get('/hash').set({ ...inertiaHeaders(), Purpose: 'prefetch' })).status).toBe(302);
  });

  it('validation errors are registered through the session as the first message per field', async () => {
    const app = inertiaTestApp((a) => {
      a.post('/form', (_req, res) => protocolOf(res).withErrors({ nombre: ['Obligatorio', 'Corto'], email: 'No válido' }).back('/form'));
      a.get('/form', (_req, res) => protocolOf(res).render('Form'));
    });
    const agent = request.agent(app);
    const post = await agent.post('/form').set(inertiaHeaders());
    expect(post.status).toBe(302);
    const page = await agent.get('/form').set(inertiaHeaders());
    expect(page.body.props.errors).toEqual({ nombre: 'Obligatorio', email: 'No válido' });
    const next = await agent.get('/form').set(inertiaHeaders());
    expect(next.body.props.errors).toEqual({});
  });

  it('validation errors are scoped to the error bag named by the request header', async () => {
    const app = inertiaTestApp((a) => {
      a.post('/form', (_req, res) => protocolOf(res).withErrors({ nombre: 'Obligatorio' }).back('/form'));
      a.get('/form', (_req, res) => protocolOf(res).render('Form'));
    });
    const agent = request.agent(app);
    await agent.post('/form').set(inertiaHeaders());
    const page = await agent.get('/form').set({ ...inertiaHeaders(), 'X-Inertia-Error-Bag': 'contacto' });
    expect(page.body.props.errors).toEqual({ contacto: { nombre: 'Obligatorio' } });
  });

  it('named error bags are returned per bag', async () => {
    const app = inertiaTestApp((a) => {
      a.post('/form', (_req, res) => protocolOf(res).withErrors({ email: 'No válido' }, 'login').back('/form'));
      a.get('/form', (_req, res) => protocolOf(res).render('Form'));
    });
    const agent = request.agent(app);
    await agent.post('/form').set(inertiaHeaders());
    const page = await agent.get('/form').set(inertiaHeaders());
    expect(page.body.props.errors).toEqual({ login: { email: 'No válido' } });
  });

  it('flash data is carried to the next page only, and omitted when empty', async () => {
    const app = inertiaTestApp((a) => {
      a.post('/save', (_req, res) => {
        protocolOf(res).flash({ message: 'Guardado' });
        res.redirect('/done');
      });
      a.get('/done', (_req, res) => protocolOf(res).render('Done'));
    });
    const agent = request.agent(app);
    await agent.post('/save').set(inertiaHeaders());
    const page = await agent.get('/done').set(inertiaHeaders());
    expect(page.body.flash).toEqual({ message: 'Guardado' });
    const again = await agent.get('/done').set(inertiaHeaders());
    expect(again.body).not.toHaveProperty('flash');
  });

  it('flash data survives a version-mismatch reload', async () => {
    const app = inertiaTestApp(
      (a) => {
        a.post('/save', (_req, res) => {
          protocolOf(res).flash({ message: 'Guardado' });
          res.redirect('/done');
        });
        a.get('/done', (_req, res) => protocolOf(res).render('Done'));
      },
      { version: 'v2' },
    );
    const agent = request.agent(app);
    await agent.post('/save').set(inertiaHeaders('v1'));
    expect((await agent.get('/done').set(inertiaHeaders('v1'))).status).toBe(409);
    const page = await agent.get('/done').set(inertiaHeaders('v2'));
    expect(page.body.flash).toEqual({ message: 'Guardado' });
  });

  it('SSR puts <Head> tags in <head> and the rendered markup in the body', async () => {
    const ssr = async () => ({
      head: ['<title data-inertia="">Inicio - GTCars</title>'],
      body: '<script data-page="app" type="application/json">{}</script><div data-server-rendered="true" id="app"><h1>Hola</h1></div>',
    });
    const app = inertiaTestApp((a) => a.get('/', (_req, res) => protocolOf(res).render('Home')), { ssr });
    const res = await request(app).get('/');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<title data-inertia="">Inicio - GTCars</title>');
    expect(head).not.toContain('<title>GTCars</title>');
    expect(res.text).toContain('<div data-server-rendered="true" id="app"><h1>Hola</h1></div>');
  });

  it('falls back to client rendering when SSR fails', async () => {
    const onError = vi.fn();
    const ssr = createSsrRenderer(async () => {
      throw new Error('window is not defined');
    }, onError);
    const app = inertiaTestApp((a) => a.get('/', (_req, res) => protocolOf(res).render('Home')), { ssr });
    const res = await request(app).get('/');
    expect(onError).toHaveBeenCalledOnce();
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>GTCars</title>');
    expect(res.text).toContain('</script><div id="app"></div>');
    expect(pageFromHtml(res.text)).toMatchObject({ component: 'Home' });
  });
});
