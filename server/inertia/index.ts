export { inertia } from './middleware.ts';
export { InertiaResponder, isInertiaRequest, type InertiaOptions } from './responder.ts';
export { always, defer, merge, optional } from './props.ts';
export { createRootView, type RootView } from './root-view.ts';
export { createSsrRenderer, type SsrEntry } from './ssr.ts';
export { wantsClearHistory } from './clear-history.ts';
export { flashErrors } from './session.ts';
export type { Page, Props, SsrRender, SsrResult } from './types.ts';
