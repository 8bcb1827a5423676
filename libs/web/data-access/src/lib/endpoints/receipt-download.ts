import { currentLanguage, translate } from '@chargesetu/web/i18n';
import type { ApiError } from '../api/api-error';
import { readStoredToken } from '../session/session-storage';

/** The file name of a Content-Disposition header, or `fallback`. */
export function receiptFileName(contentDisposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match ? decodeURIComponent(match[1].trim()) : fallback;
}

export interface ReceiptDownloadOptions {
  /** Injected in tests; the global fetch by default. */
  fetchFn?: typeof fetch;
  /** Hands the file to the browser; by default an object URL clicked through a temporary link. */
  save?: (blob: Blob, fileName: string) => void;
}

/** Hands a file made in the browser to the user as a download (an object URL clicked through a link). */
export function saveWithLink(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL; let it go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the PDF receipt of a payment (GET /api/payments/:id/receipt), in the language the app is shown
 * in (`?lang=en|hi`). The route needs the bearer token, which a plain link cannot send, so the file is
 * fetched and saved from a blob. Rejects with an {@link ApiError} (the server's message in `serverMessage`)
 * when the receipt cannot be had.
 */
export async function downloadReceipt(
  paymentId: number,
  options: ReceiptDownloadOptions = {},
): Promise<string> {
  const token = readStoredToken();
  const headers: Record<string, string> = { Accept: 'application/pdf', 'Accept-Language': currentLanguage() };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await (options.fetchFn ?? fetch)(
      `/api/payments/${paymentId}/receipt?lang=${currentLanguage()}`,
      {
        headers,
        credentials: 'include',
      },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw {
      status: 'FETCH_ERROR',
      message: translate('common:network.error', { reason }),
    } satisfies ApiError;
  }
  if (!response.ok) {
    const text = await response.text();
    let serverMessage: string | undefined;
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string') serverMessage = body.message;
    } catch {
      // not JSON: the status line says enough
    }
    throw {
      status: response.status,
      message: `${response.status}: ${text || response.statusText}`,
      serverMessage,
    } satisfies ApiError;
  }
  const fileName = receiptFileName(response.headers.get('content-disposition'), `receipt-${paymentId}.pdf`);
  const blob = await response.blob();
  (options.save ?? saveWithLink)(blob, fileName);
  return fileName;
}
