import { http } from '@inertiajs/react';

/**
 * One call to a spec JSON endpoint that is not a form's own state (back-office §7: the stock's
 * multipart saves and video upload with their progress, the deletes, the photo order, the model
 * lists). It goes through Inertia's HTTP client, the one behind every visit and `useHttp` form,
 * which sends the XSRF token. It resolves with the status (0 when no answer came) and the parsed
 * body (null when it is not JSON); it never throws.
 */

export interface JsonAnswer<Body> {
  status: number;
  ok: boolean;
  body: Body | null;
}

/** What the server's JSON failures carry (back-office §8). */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

export interface CallOptions {
  /** FormData goes as multipart; anything else as JSON. */
  data?: unknown;
  /** The upload's percentage, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Revisa la conexión e inténtalo de nuevo.';

function parseJson<Body>(text: string): Body | null {
  try {
    return text ? (JSON.parse(text) as Body) : null;
  } catch {
    return null;
  }
}

function answerOf<Body>(status: number, data: unknown): JsonAnswer<Body> {
  const body = typeof data === 'string' ? parseJson<Body>(data) : ((data ?? null) as Body | null);
  return { status, ok: status >= 200 && status < 300, body };
}

export async function callJson<Body = ErrorBody>(method: 'get' | 'post' | 'delete', url: string, options: CallOptions = {}): Promise<JsonAnswer<Body>> {
  const { data, onProgress, signal } = options;
  try {
    const response = await http.getClient().request({
      method,
      url,
      data,
      signal,
      headers: { Accept: 'application/json' },
      onUploadProgress: (event) => {
        if (onProgress && event.progress !== undefined) onProgress(Math.round(event.progress * 100));
      },
    });
    return answerOf(response.status, response.data);
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    return response ? answerOf(response.status, response.data) : { status: 0, ok: false, body: null };
  }
}

/** The text to show for a failed call: the server's own message when it sent one. */
export function failureText(answer: JsonAnswer<ErrorBody>, fallback: string): string {
  if (answer.status === 0) return NETWORK_ERROR;
  if (answer.status === 419) return 'La sesión ha caducado. Recarga la página e inténtalo de nuevo.';
  return answer.body?.message && answer.status !== 500 ? answer.body.message : fallback;
}
