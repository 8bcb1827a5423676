import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { Station } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { connectorQrCards } from './connector-qr-codes';

const PRINT_ROOT = 'station-qr-codes-print';

/**
 * While the dialog is open, printing prints its cards alone: everything else on the page (the dashboard
 * under the dialog, the backdrop, the dialog's title and buttons) is hidden, and the dialog flows on paper.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
        [`.${PRINT_ROOT} .MuiBackdrop-root, .${PRINT_ROOT} [data-print="hide"]`]: {
          display: 'none !important',
        },
        [`.${PRINT_ROOT}, .${PRINT_ROOT} .MuiDialog-container, .${PRINT_ROOT} .MuiDialog-paper`]: {
          position: 'static !important',
          overflow: 'visible !important',
          maxHeight: 'none !important',
          height: 'auto !important',
          boxShadow: 'none !important',
          margin: '0 !important',
        },
        [`.${PRINT_ROOT} [data-print="card"]`]: { breakInside: 'avoid' },
      },
    }}
  />
);

export interface StationQrCodesDialogProps {
  station: Pick<Station, 'id' | 'name' | 'chargers'>;
  open: boolean;
  onClose: () => void;
}

/**
 * A station's printable QR codes (docs/product.md §2.14): one card per charger with its code, its QR code
 * (the Charge now page of the code on this site), its label and URL, and Print.
 */
export function StationQrCodesDialog({ station, open, onClose }: StationQrCodesDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const cards = useMemo(
    () => (open ? connectorQrCards(station, window.location.origin) : []),
    // The cards' labels are in the language shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open, station, i18n.language],
  );
  const titleId = `qr-codes-title-${station.id}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      className={PRINT_ROOT}
    >
      {open && printStyles}
      <DialogTitle id={titleId} data-print="hide">
        {t('stations.qr.title', { name: station.name })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-print="hide">
          {t('stations.qr.intro')}
        </Typography>
        {cards.length === 0 ? (
          <Typography color="text.secondary">{t('stations.qr.noChargers')}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            }}
          >
            {cards.map((card) => (
              <Paper
                key={card.code}
                variant="outlined"
                data-testid={`qr-code-${card.code}`}
                data-print="card"
                sx={{ p: 2, textAlign: 'center' }}
              >
                <Typography variant="overline" component="p">
                  {station.name}
                </Typography>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                  {card.code}
                </Typography>
                <Box
                  role="img"
                  aria-label={t('stations.qr.codeFor', { url: card.url })}
                  sx={{
                    width: 180,
                    maxWidth: '100%',
                    mx: 'auto',
                    my: 1,
                    '& svg': { display: 'block', width: '100%', height: 'auto' },
                  }}
                  // The SVG is generated here from our own URL (uqr), not taken from any input.
                  dangerouslySetInnerHTML={{ __html: card.svg }}
                />
                <Typography sx={{ fontWeight: 600 }}>{card.label}</Typography>
                <Typography variant="caption" component="p" sx={{ wordBreak: 'break-all' }}>
                  {card.url}
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions data-print="hide">
        <Button onClick={onClose}>{t('shared.close')}</Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          disabled={cards.length === 0}
        >
          {t('stations.qr.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
