import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';

/** The top bar's notification icon. There is no notification feed yet, so it says so plainly. */
export function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <NotificationsNoneOutlined />
      </IconButton>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { p: 2, maxWidth: 280 } } }}
      >
        <Typography sx={{ fontWeight: 700 }}>You are all caught up</Typography>
        <Typography variant="body2" color="text.secondary">
          Booking confirmations and charging updates will show up here.
        </Typography>
      </Popover>
    </>
  );
}
