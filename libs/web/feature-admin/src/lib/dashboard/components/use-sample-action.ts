import { useCallback } from 'react';
import { useToast } from '@chargesetu/web/data-access';

/**
 * docs/product.md §2.14: the sample sections' buttons make no calls and change nothing. Rather than a button
 * that seems broken, a click says so.
 */
export function useSampleAction() {
  const toast = useToast();
  return useCallback(
    (action: string) => toast.info('Sample data', `${action} is a demo here: nothing was changed.`),
    [toast],
  );
}
