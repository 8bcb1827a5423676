import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { formatInr } from '@chargesetu/shared/domain';
import { SectionCard } from '../components/section-card';
import { useSampleAction } from '../components/use-sample-action';
import { SAMPLE_REFUNDS } from '../sample/finance';

/** Refund requests (docs/product.md §2.14): Approve and Reject change nothing (sample data). */
export function RefundRequests() {
  const sampleAction = useSampleAction();
  return (
    <SectionCard title="Refund requests">
      <List disablePadding>
        {SAMPLE_REFUNDS.map((r) => (
          <ListItem key={r.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${r.user} · ${formatInr(r.amount)}`}
              secondary={`${r.id}, booking ${r.booking}: ${r.reason}`}
              sx={{ flex: '1 1 220px' }}
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                variant="contained"
                aria-label={`Approve refund ${r.id}`}
                onClick={() => sampleAction(`Approving refund ${r.id}`)}
              >
                Approve
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={`Reject refund ${r.id}`}
                onClick={() => sampleAction(`Rejecting refund ${r.id}`)}
              >
                Reject
              </Button>
            </Box>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

/** The financial report download for a chosen period (sample data: nothing is generated). */
export function FinancialReport() {
  const sampleAction = useSampleAction();
  const [period, setPeriod] = useState('July 2026');
  return (
    <SectionCard
      title="Financial report"
      subtitle="Revenue, GST collected, refunds and settlements for a period"
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Period"
          value={period}
          onChange={(e) => setPeriod(e.target.value)}
          sx={{ flex: '0 1 280px', minWidth: 200 }}
        >
          {['July 2026', 'June 2026', 'April-June 2026 (Q1)', 'FY 2025-26'].map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<DownloadOutlined />}
          onClick={() => sampleAction(`The ${period} financial report`)}
        >
          Download Report
        </Button>
      </Box>
    </SectionCard>
  );
}
