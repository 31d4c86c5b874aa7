import type { Request, Response } from 'express';
import { always, type PageInput, type SharedInput } from './props.ts';
import { mergeShared, resolveProps, type PropSelection } from './resolve-props.ts';
import type { RootView } from './root-view.ts';
import { flagClearHistory, pullClearHistory } from './clear-history.ts';
import { flashData, flashErrors, pullErrors, pullFlash } from './session.ts';
import type { Page, Props } from './types.ts';

export interface InertiaOptions<Shared = object> {
  version: () => string;
  rootView: RootView;
  /** Props every page receives (or those of the page named, given its own); functions run only when the prop is sent. */
  share?: (req: Request, component: string, props: Props) => SharedInput<Shared>;
  encryptHistory?: boolean;
}

const headerList = (value: string | undefined) =>
  value ? value.split(',').map((item) => item.trim()).filter(Boolean) : [];

/** A page's props may be left out when it needs none of its own. */
type RenderArgs<Input> = Record<never, never> extends Input ? [props?: Input, status?: number] : [props: Input, status?: number];

export const isInertiaRequest = (req: Request) => req.get('X-Inertia') === 'true';

/**
 * The per-request Inertia API, available as res.inertia. Pages maps each page name to its
 * props and Shared holds the shared props, so rendering an unknown page, or a prop of the
 * wrong type, does not compile; the defaults accept any page.
 */
export class InertiaResponder<Pages extends object = Record<string, Props>, Shared = object> {
  private readonly shared: Props = {};
  private encrypt: boolean;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly options: InertiaOptions<Shared>,
  ) {
    this.encrypt = options.encryptHistory ?? false;
  }

  share(values: Partial<SharedInput<Shared>>): this {
    Object.assign(this.shared, values);
    return this;
  }

  /** Page-level flash data (v3 `flash`), shown on the next rendered page. */
  flash(values: Record<string, unknown>): this {
    flashData(this.req, values);
    return this;
  }

  withErrors(errors: Record<string, string | string[]>, bag = 'default'): this {
    flashErrors(this.req, errors, bag);
    return this;
  }

  clearHistory(): this {
    flagClearHistory(this.req, this.res);
    return this;
  }

  encryptHistory(encrypt = true): this {
    this.encrypt = encrypt;
    return this;
  }

  /** A full browser visit: 409 + X-Inertia-Location for Inertia requests, else a redirect. */
  location(url: string): void {
    if (isInertiaRequest(this.req)) {
      this.res.status(409).set('X-Inertia-Location', url).end();
    } else {
      this.res.redirect(url);
    }
  }

  /** Redirects to the same-origin Referer, or the fallback. */
  back(fallback = '/'): void {
    this.res.redirect(sameOriginReferer(this.req) ?? fallback);
  }

  async page<Name extends keyof Pages & string>(component: Name, props: PageInput<Pages[Name], Shared>): Promise<Page> {
    const req = this.req;
    const partial = req.get('X-Inertia-Partial-Component') === component;
    const selection: PropSelection = {
      partial,
      only: partial && req.get('X-Inertia-Partial-Data') !== undefined ? headerList(req.get('X-Inertia-Partial-Data')) : null,
      except: partial ? headerList(req.get('X-Inertia-Partial-Except')) : [],
      reset: headerList(req.get('X-Inertia-Reset')),
    };
    const shared: Props = { ...(this.options.share?.(req, component, props as Props) as Props | undefined), ...this.shared, errors: always(() => pullErrors(req)) };
    const resolved = await resolveProps(mergeShared(shared, props as Props), selection);
    const sharedKeys = Object.keys(shared).map((key) => key.split('.')[0] as string);
    const page: Page = {
      component,
      props: { errors: {}, ...resolved.props },
      url: req.originalUrl,
      version: this.options.version(),
      ...resolved.metadata,
    };
    const sharedProps = [...new Set(sharedKeys)].filter((key) => key in page.props);
    if (sharedProps.length) page.sharedProps = sharedProps;
    if (this.encrypt) page.encryptHistory = true;
    if (pullClearHistory(req, this.res)) page.clearHistory = true;
    const flash = pullFlash(req);
    if (flash && Object.keys(flash).length) page.flash = flash;
    return page;
  }

  async render<Name extends keyof Pages & string>(component: Name, ...[props, status = 200]: RenderArgs<PageInput<Pages[Name], Shared>>): Promise<void> {
    const page = await this.page(component, props ?? ({} as PageInput<Pages[Name], Shared>));
    this.res.status(status);
    if (isInertiaRequest(this.req)) {
      this.res.set('X-Inertia', 'true').json(page);
      return;
    }
    this.res.type('html').send(await this.options.rootView(this.req, page));
  }
}

function sameOriginReferer(req: Request): string | undefined {
  const referer = req.get('Referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    // A path such as //evil.example or /\evil.example would leave the site.
    if (url.host !== req.host || /^\/[/\\]/.test(url.pathname)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
