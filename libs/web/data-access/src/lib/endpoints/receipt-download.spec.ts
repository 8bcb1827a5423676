import { changeLanguage } from '@chargesetu/web/i18n';
import { describe, expect, it } from 'vitest';
import { downloadReceipt } from './receipt-download';

/** A fetch that records the URLs asked for and answers with a small PDF. */
function pdfFetch(urls: string[]): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(new Blob(['%PDF-1.7']), {
      status: 200,
      headers: { 'content-disposition': 'attachment; filename="chargesetu-receipt-CS-000042.pdf"' },
    });
  }) as typeof fetch;
}

describe('downloadReceipt', () => {
  it('asks for the receipt in the language the app is shown in, and saves it under the server’s name', async () => {
    const urls: string[] = [];
    const saved: string[] = [];
    const save = (_blob: Blob, name: string) => void saved.push(name);
    await downloadReceipt(7, { fetchFn: pdfFetch(urls), save });
    await changeLanguage('hi');
    await downloadReceipt(7, { fetchFn: pdfFetch(urls), save });
    expect(urls).toEqual(['/api/payments/7/receipt?lang=en', '/api/payments/7/receipt?lang=hi']);
    expect(saved).toEqual(['chargesetu-receipt-CS-000042.pdf', 'chargesetu-receipt-CS-000042.pdf']);
  });
});
