import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** docs/product.md §9: a toast stays 5000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  severity: ToastSeverity;
  durationMs: number;
}

export type ToastInput = Omit<Toast, 'id' | 'severity' | 'durationMs'> &
  Partial<Pick<Toast, 'severity' | 'durationMs'>>;

/** docs/product.md §9: at most one toast at a time; a new one replaces the one on screen. */
export interface ToastsState {
  current: Toast | null;
}

const initialState: ToastsState = { current: null };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.current = action.payload;
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            id: nanoid(),
            title: input.title,
            ...(input.description ? { description: input.description } : {}),
            severity: input.severity ?? 'info',
            durationMs: input.durationMs ?? TOAST_DURATION_MS,
          },
        };
      },
    },
    /** Dismisses the toast with this id; a stale timer of a replaced toast changes nothing. */
    dismissToast(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
  },
});

export const { showToast, dismissToast } = toastsSlice.actions;
export const { selectCurrentToast } = toastsSlice.selectors;
