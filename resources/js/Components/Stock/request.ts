import { csrfHeaders } from '@/lib/forms';

/**
 * The staff stock calls outside page visits (back-office §7): multipart uploads through
 * XMLHttpRequest, whose upload events give the progress, and small JSON calls through fetch.
 * Both send the CSRF header and ask for JSON; they resolve with the status and the parsed body
 * (null when it is not JSON) and reject only when the network fails.
 */

export interface Answer<Body> {
  status: number;
  ok: boolean;
  body: Body | null;
}

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Revisa la conexión e inténtalo de nuevo.';

function parseJson<Body>(text: string): Body | null {
  try {
    return JSON.parse(text) as Body;
  } catch {
    return null;
  }
}

export function sendMultipart<Body>(url: string, body: FormData, onProgress?: (percent: number) => void): Promise<Answer<Body>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, body: parseJson<Body>(xhr.responseText) });
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR));
    xhr.onabort = () => reject(new Error(NETWORK_ERROR));
    xhr.send(body);
  });
}

export async function sendJson<Body>(method: 'POST' | 'DELETE', url: string, payload?: unknown): Promise<Answer<Body>> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }), ...csrfHeaders() },
    body: payload === undefined ? null : JSON.stringify(payload),
  });
  const body = (await response.json().catch(() => null)) as Body | null;
  return { status: response.status, ok: response.ok, body };
}

/** The text to show for a failed call: the server's own message when it sent one. */
export function failureText(answer: Answer<ErrorBody>, fallback: string): string {
  if (answer.status === 419) return 'La sesión ha caducado. Recarga la página e inténtalo de nuevo.';
  return answer.body?.message && answer.status !== 500 ? answer.body.message : fallback;
}
