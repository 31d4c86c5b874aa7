/**
 * Conformance with the Inertia v3 protocol, mirroring inertia-laravel's ResponseTest and
 * ResponseFactoryTest (reference §3.3), translated to the v3 wire format.
 */
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { always, defer, merge, optional } from '../../../server/inertia/index.ts';
import { inertiaHeaders, inertiaTestApp, protocolOf, pageFromHtml } from '../../support/inertia-app.ts';

describe('Inertia responses', () => {
  it('server response: HTML carries the page object in an escaped script tag before the app div', async () => {
    const app = inertiaTestApp((a) =>
      a.get('/events/80', (_req, res) => protocolOf(res).render('Event', { title: 'Birthday </script><b>party' })),
    );
    const res = await request(app).get('/events/80?tab=1');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<script data-page="app" type="application/json">{"component":"Event"');
    expect(res.text).toContain('"url":"\\/events\\/80?tab=1"');
    expect(res.text).toContain('Birthday \\u003c\\/script>\\u003cb>party');
    expect(res.text).not.toContain('</script><b>');
    expect(res.text).toContain('</script><div id="app"></div>');
    expect(pageFromHtml(res.text)).toEqual({
      component: 'Event',
      props: { appName: 'GTCars', errors: {}, title: 'Birthday </script><b>party' },
      url: '/events/80?tab=1',
      version: 'v1',
      sharedProps: ['appName', 'errors'],
    });
  });

  it('xhr response: an Inertia visit gets the JSON page object with X-Inertia and Vary', async () => {
    const app = inertiaTestApp((a) => a.get('/user', (_req, res) => protocolOf(res).render('User/Edit', { user: { name: 'Ana' } })));
    const res = await request(app).get('/user').set(inertiaHeaders());
    expect(res.status).toBe(200);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.headers.vary).toContain('X-Inertia');
    expect(res.body).toMatchObject({ component: 'User/Edit', props: { user: { name: 'Ana' }, errors: {} }, url: '/user', version: 'v1' });
    expect(res.body).not.toHaveProperty('encryptHistory');
    expect(res.body).not.toHaveProperty('clearHistory');
    expect(res.body).not.toHaveProperty('flash');
  });

  it('Vary: X-Inertia is sent on HTML responses too', async () => {
    const app = inertiaTestApp((a) => a.get('/', (_req, res) => protocolOf(res).render('Home')));
    const res = await request(app).get('/');
    expect(res.headers.vary).toContain('X-Inertia');
  });

  it('xhr partial response: only the requested props, and unrequested lazy props are never computed', async () => {
    const expensive = vi.fn(() => 'computed');
    const app = inertiaTestApp((a) =>
      a.get('/user', (_req, res) => protocolOf(res).render('User/Edit', { user: { name: 'Ana' }, company: expensive, other: 1 })),
    );
    const res = await request(app)
      .get('/user')
      .set({ ...inertiaHeaders(), 'X-Inertia-Partial-Component': 'User/Edit', 'X-Inertia-Partial-Data': 'user' });
    expect(res.body.props).toEqual({ user: { name: 'Ana' }, errors: {} });
    expect(expensive).not.toHaveBeenCalled();
  });

  it('partial reloads apply only to the component being rendered', async () => {
    const app = inertiaTestApp((a) => a.get('/user', (_req, res) => protocolOf(res).render('User/Edit', { user: 'Ana', other: 1 })));
    const res = await request(app)
      .get('/user')
      .set({ ...inertiaHeaders(), 'X-Inertia-Partial-Component': 'Other', 'X-Inertia-Partial-Data': 'user' });
    expect(res.body.props).toMatchObject({ user: 'Ana', other: 1 });
  });

  it('exclude props from partial response', async () => {
    const company = vi.fn(() => 'Acme');
    const app = inertiaTestApp((a) => a.get('/user', (_req, res) => protocolOf(res).render('User/Edit', { user: 'Ana', company })));
    const res = await request(app)
      .get('/user')
      .set({ ...inertiaHeaders(), 'X-Inertia-Partial-Component': 'User/Edit', 'X-Inertia-Partial-Except': 'company' });
    expect(res.body.props).toEqual({ appName: 'GTCars', user: 'Ana', errors: {} });
    expect(company).not.toHaveBeenCalled();
  });

  it('nested partial props: dot paths select and exclude inside objects', async () => {
    const props = { auth: { user: { name: 'Ana', email: 'a@b.es' }, refresh: 'x' }, other: 1 };
    const app = inertiaTestApp((a) => a.get('/p', (_req, res) => protocolOf(res).render('P', props)));
    const partial = { ...inertiaHeaders(), 'X-Inertia-Partial-Component': 'P' };
    const only = await request(app).get('/p').set({ ...partial, 'X-Inertia-Partial-Data': 'auth.user.name' });
    expect(only.body.props).toEqual({ auth: { user: { name: 'Ana' } }, errors: {} });
    const except = await request(app).get('/p').set({ ...partial, 'X-Inertia-Partial-Except': 'auth.user.email,other,appName' });
    expect(except.body.props).toEqual({ auth: { user: { name: 'Ana' }, refresh: 'x' }, errors: {} });
  });

  it('always props are included on partial reloads, even when excluded', async () => {
    const app = inertiaTestApp((a) => a.get('/p', (_req, res) => protocolOf(res).render('P', { user: 'Ana', notice: always('hola') })));
    const res = await request(app)
      .get('/p')
      .set({ ...inertiaHeaders(), 'X-Inertia-Partial-Component': 'P', 'X-Inertia-Partial-Data': 'user', 'X-Inertia-Partial-Except': 'notice' });
    expect(res.body.props).toEqual({ user: 'Ana', notice: 'hola', errors: {} });
  });

  it('optional props are not included by default and are included when a partial reload asks', async () => {
    const users = vi.fn(() => ['Ana']);
    const app = inertiaTestApp((a) => a.get('/p', (_req, res) => protocolOf(res).render('P', { users: optional(users) })));
    const full = await request(app).get('/p').set(inertiaHeaders());
    expect(full.body.props).not.toHaveProperty('users');
    expect(users).not.toHaveBeenCalled();
    const partial = await request(app)
      .get('/p')
      .set({ ...inertiaHeaders(), 'X-Inertia-Partial-Component': 'P', 'X-Inertia-Partial-Data': 'users' });
    expect(partial.body.props.users).toEqual(['Ana']);
  });

  it('an except-only partial reload includes the optional props it does not exclude', async () => {
    const app = inertiaTestApp((a) =>
      a.get('/p', (_req, res) => protocolOf(res).render('P', { users: optional(() => ['Ana']), audit: optional(() => ['x']) })),
    );
    const res = await request(app)
      .get('/p')
      .set({ ...inertiaHeaders(), 'X-Inertia-Partial-Component': 'P', 'X-Inertia-Partial-Except': 'audit' });
    expect(res.body.props.users).toEqual(['Ana']);
    expect(res.body.props).not.toHaveProperty('audit');
  });

  it('deferred props are announced on a full visit and resolved on the partial reload', async () => {
    const stats = vi.fn(() => ({ visits: 3 }));
    const app = inertiaTestApp((a) =>
      a.get('/p', (_req, res) => protocolOf(res).render('P', { stats: defer(stats), chart: defer(() => [1], 'charts') })),
    );
    const full = await request(app).get('/p').set(inertiaHeaders());
    expect(full.body.deferredProps).toEqual({ default: ['stats'], charts: ['chart'] });
    expect(full.body.props).not.toHaveProperty('stats');
    expect(stats).not.toHaveBeenCalled();
    const partial = await request(app)
      .get('/p')
      .set({ ...inertiaHeaders(), 'X-Inertia-Partial-Component': 'P', 'X-Inertia-Partial-Data': 'stats' });
    expect(partial.body.props.stats).toEqual({ visits: 3 });
    expect(partial.body).not.toHaveProperty('deferredProps');
  });

  it('merge props are listed in the metadata unless reset', async () => {
    const app = inertiaTestApp((a) =>
      a.get('/p', (_req, res) =>
        protocolOf(res).render('P', { posts: merge([1, 2]), feed: merge([0], 'prepend'), users: merge({ data: [] }, 'deep', 'id') }),
      ),
    );
    const res = await request(app).get('/p').set(inertiaHeaders());
    expect(res.body).toMatchObject({ mergeProps: ['posts'], prependProps: ['feed'], deepMergeProps: ['users'], matchPropsOn: ['users.id'] });
    const reset = await request(app).get('/p').set({ ...inertiaHeaders(), 'X-Inertia-Reset': 'posts' });
    expect(reset.body.mergeProps).toBeUndefined();
  });

  it('shared props sit under page props, dot keys are unpacked, and sharedProps lists them', async () => {
    const app = inertiaTestApp(
      (a) => a.get('/p', (_req, res) => protocolOf(res).share({ 'auth.user': 'Ana' }).render('P', { appName: 'Página', own: 1 })),
      { share: { 'meta.lang': 'es' } },
    );
    const res = await request(app).get('/p').set(inertiaHeaders());
    expect(res.body.props).toEqual({ appName: 'Página', meta: { lang: 'es' }, auth: { user: 'Ana' }, own: 1, errors: {} });
    expect(res.body.sharedProps).toEqual(['appName', 'meta', 'auth', 'errors']);
  });

  it('function names given as strings are never invoked', async () => {
    const app = inertiaTestApp((a) => a.get('/p', (_req, res) => protocolOf(res).render('P', { fn: 'toString' })));
    const res = await request(app).get('/p').set(inertiaHeaders());
    expect(res.body.props.fn).toBe('toString');
  });

  it('the history can be encrypted, and cleared across a redirect', async () => {
    const app = inertiaTestApp((a) => {
      a.get('/secret', (_req, res) => protocolOf(res).encryptHistory().render('Secret'));
      a.post('/logout', (_req, res) => {
        protocolOf(res).clearHistory();
        res.redirect('/home');
      });
      a.get('/home', (_req, res) => protocolOf(res).render('Home'));
    });
    const secret = await request(app).get('/secret').set(inertiaHeaders());
    expect(secret.body.encryptHistory).toBe(true);
    const agent = request.agent(app);
    await agent.post('/logout').set(inertiaHeaders());
    const home = await agent.get('/home').set(inertiaHeaders());
    expect(home.body.clearHistory).toBe(true);
    const again = await agent.get('/home').set(inertiaHeaders());
    expect(again.body).not.toHaveProperty('clearHistory');
  });
});
