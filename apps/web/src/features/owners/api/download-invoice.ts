import { useMutation } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';

export const INVOICE_DOWNLOAD_FAILED_MESSAGE = 'We could not download the invoice. Please try again.';

/** The file name a Content-Disposition header gives, if any. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

/** A name that is safe on every file system: "SI-10023.pdf". */
export function invoiceFilename(documentNo: string) {
  const base = documentNo.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'invoice';
  return `${base}.pdf`;
}

/**
 * GET the invoice PDF with the bearer token (a plain link could not send it), then hands it to the
 * browser as a download through a short-lived blob URL.
 */
export async function downloadInvoice(url: string, documentNo: string) {
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      response.status === 404 ? INVOICE_DOWNLOAD_FAILED_MESSAGE : GENERIC_ERROR_MESSAGE,
    );
  }
  const blob = await response.blob();
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? invoiceFilename(documentNo);
  const href = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
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

export function useDownloadInvoice() {
  return useMutation({
    mutationKey: ['owners', 'download-invoice'],
    mutationFn: ({ url, documentNo }: { url: string; documentNo: string }) =>
      downloadInvoice(url, documentNo),
  });
}
