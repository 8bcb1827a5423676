import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import {
  dismissToast,
  selectCurrentToast,
  useAppDispatch,
  useAppSelector,
} from '@chargesetu/web/data-access';

/**
 * Shows the current toast (docs/product.md §9: one at a time, 5000 ms by default). Rendered once by the app
 * shell; features raise toasts with `useToast()` from data-access.
 */
export function Toaster() {
  const toast = useAppSelector(selectCurrentToast);
  const dispatch = useAppDispatch();
  if (!toast) return null;
  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page should not swallow the message before it is read.
    if (reason === 'clickaway') return;
    dispatch(dismissToast(toast.id));
  };
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={toast.durationMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 88, md: 24 } }}
    >
      <Alert onClose={close} severity={toast.severity} variant="filled" sx={{ width: '100%', maxWidth: 480 }}>
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
