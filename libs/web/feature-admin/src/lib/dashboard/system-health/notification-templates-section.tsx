import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../components/section-card';
import { NOTIFICATION_TEMPLATES } from './platform-facts';

/**
 * The System tab's "Notification templates" (docs/product.md §2.14): what drivers are really told, and
 * where. Nothing is sent by SMS or e-mail, so there is no template to edit.
 */
export function NotificationTemplatesSection() {
  return (
    <SectionCard
      title="Notification templates"
      subtitle="Nothing is sent by SMS or e-mail: drivers are told in the app"
    >
      <Stack spacing={2}>
        {NOTIFICATION_TEMPLATES.map((t) => (
          <Paper key={t.name} variant="outlined" sx={{ p: 2 }} data-testid={`template-${t.name}`}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t.channel}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t.says}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
}
