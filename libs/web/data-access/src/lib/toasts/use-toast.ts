import { useMemo } from 'react';
import { useAppDispatch } from '../store/hooks';
import { getErrorMessage } from '../api/api-error';
import { showToast, type ToastInput } from './toasts.slice';

export interface ToastApi {
  show(input: ToastInput): void;
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
  /** A failed call: the server's message when it sent one, else `fallback` (docs/product.md §8). */
  apiError(title: string, error: unknown, fallback: string): void;
}

/** The toast helper every feature uses for the spec's success and error messages. */
export function useToast(): ToastApi {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show = (input: ToastInput) => {
      dispatch(showToast(input));
    };
    return {
      show,
      success: (title, description) => show({ title, description, severity: 'success' }),
      error: (title, description) => show({ title, description, severity: 'error' }),
      info: (title, description) => show({ title, description, severity: 'info' }),
      apiError: (title, error, fallback) =>
        show({ title, description: getErrorMessage(error, fallback), severity: 'error' }),
    };
  }, [dispatch]);
}
