import type { Page, SsrRender, SsrResult } from './types.ts';

export type SsrEntry = (page: Page) => Promise<SsrResult>;

/**
 * Wraps the SSR entry so a render that throws never breaks the response: the error is
 * reported and the page falls back to client rendering (reference §5, option A).
 */
export function createSsrRenderer(
  loadEntry: () => Promise<SsrEntry>,
  onError: (error: unknown, page: Page) => void,
): SsrRender {
  return async (page) => {
    try {
      const render = await loadEntry();
      return await render(page);
    } catch (error) {
      onError(error, page);
      return null;
    }
  };
}
