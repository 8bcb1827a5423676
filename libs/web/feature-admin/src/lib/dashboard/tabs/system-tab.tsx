import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import { formatPercent } from '../components/format';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { ServiceHealthSection } from '../system-health/service-health-section';
import { useSampleAction } from '../components/use-sample-action';
import {
  SAMPLE_DATABASE as DB,
  SAMPLE_INTEGRATIONS,
  SAMPLE_TEMPLATES,
  SAMPLE_TOGGLES,
} from '../sample/system';

const usedPercent = (DB.usedMb / DB.limitMb) * 100;

/**
 * System (docs/product.md §2.14): live service health first, then platform toggles, API integrations,
 * notification templates and database tools. The toggles move on screen only: nothing is saved (sample
 * data).
 */
export function SystemTab() {
  const sampleAction = useSampleAction();
  const [toggles, setToggles] = useState<Record<string, boolean>>(
    Object.fromEntries(SAMPLE_TOGGLES.map((t) => [t.key, t.on])),
  );
  return (
    <Stack spacing={3}>
      <ServiceHealthSection />
      <SectionCard title="Platform settings" subtitle="Changes here are not saved">
        <Stack spacing={1.5}>
          {SAMPLE_TOGGLES.map((t) => (
            <Box key={t.key}>
              <FormControlLabel
                control={
                  <Switch
                    checked={toggles[t.key]}
                    slotProps={{ input: { 'aria-describedby': `toggle-${t.key}-description` } }}
                    onChange={(e) => setToggles((current) => ({ ...current, [t.key]: e.target.checked }))}
                  />
                }
                label={t.label}
              />
              <Typography
                id={`toggle-${t.key}-description`}
                variant="body2"
                color="text.secondary"
                sx={{ ml: 6.5, mt: -0.5 }}
              >
                {t.description}
              </Typography>
            </Box>
          ))}
        </Stack>
      </SectionCard>

      <SectionCard title="API integrations">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {SAMPLE_INTEGRATIONS.map((i) => (
            <Paper
              key={i.name}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {i.name}
                </Typography>
                <StatusChip value={i.status} />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {i.provider}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {i.detail}
              </Typography>
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                aria-label={`Configure ${i.name}`}
                onClick={() => sampleAction(`Configuring the ${i.name.toLowerCase()}`)}
              >
                Configure
              </Button>
            </Paper>
          ))}
        </Box>
      </SectionCard>

      <SectionCard title="Notification templates">
        <Stack spacing={2}>
          {SAMPLE_TEMPLATES.map((t) => (
            <Paper key={t.name} variant="outlined" sx={{ p: 2 }}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 1,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                }}
              >
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {t.name}
                </Typography>
                <Button
                  size="small"
                  aria-label={`Edit ${t.name} template`}
                  onClick={() => sampleAction(`Editing the ${t.name.toLowerCase()} template`)}
                >
                  Edit
                </Button>
              </Box>
              <Typography variant="caption" color="text.secondary">
                {t.channel}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, fontFamily: 'ui-monospace, monospace' }}>
                {t.preview}
              </Typography>
            </Paper>
          ))}
        </Stack>
      </SectionCard>

      <SectionCard title="Database tools" subtitle={`Last backup ${DB.lastBackup} · ${DB.tables} tables`}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Storage used
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {DB.usedMb} MB of 1 GB ({formatPercent(usedPercent)})
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={usedPercent}
          aria-label="Database storage used"
          sx={{ height: 8, borderRadius: 4, mb: 2 }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<BackupOutlined />}
            onClick={() => sampleAction('Backup Now')}
          >
            Backup Now
          </Button>
          <Button variant="outlined" onClick={() => sampleAction('Optimising the tables')}>
            Optimise Tables
          </Button>
        </Box>
      </SectionCard>
    </Stack>
  );
}
