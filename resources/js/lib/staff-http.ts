import { http } from '@inertiajs/react';

/**
 * The back office's JSON deletes (back-office §7: brands, models, banners), through Inertia's
 * HTTP client, which sends the session's XSRF token. Forms that send JSON use useHttp.
 */

export interface DeleteAnswer {
  ok: boolean;
  /** 0 when no answer came (network failure). */
  status: number;
  /** The server's message, when it sent one. */
  message: string | undefined;
}

function messageOf(data: unknown): string | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = value ? JSON.parse(value) : null;
    } catch {
      return undefined;
    }
  }
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** DELETE `url` as a JSON call; never throws. */
export async function deleteJson(url: string): Promise<DeleteAnswer> {
  try {
    const res = await http.getClient().request({ method: 'delete', url, headers: { Accept: 'application/json' } });
    return { ok: res.status >= 200 && res.status < 300, status: res.status, message: messageOf(res.data) };
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    return { ok: false, status: response?.status ?? 0, message: messageOf(response?.data) };
  }
}
