import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-client';
import { sessionStore } from './storage';

/** The file name a Content-Disposition header gives, if any. */
function nameFromDisposition(header: string | null): string | undefined {
  const plain = header ? /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header) : null;
  return (plain?.[2] ?? plain?.[1])?.trim() || undefined;
}

/**
 * GETs a file with the signed-in session's bearer token (a plain link could not send it) and hands
 * it to the browser as a download through a short-lived blob URL. Answers the file's name.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, GENERIC_ERROR_MESSAGE);
  const filename = nameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL is let go.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return filename;
}
