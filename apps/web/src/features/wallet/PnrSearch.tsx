import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, List, ListItem, ListItemText, Skeleton, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { siteTime } from '../../app/site-locale';
import { formatRupees } from '../flights/format';
import { usePnrTransactions } from './api/wallet';
import { PaymentsTable } from './PaymentsTable';

/** Staff find the money behind a booking: its orders and every wallet entry naming them. */
export function PnrSearch() {
  const [input, setInput] = useState('');
  const [pnr, setPnr] = useState('');
  const found = usePnrTransactions(pnr);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPnr(input.trim().toUpperCase());
  };
  return (
    <Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 2 }} role="search">
        <TextField
          size="small"
          label="PNR"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={input.trim() === ''}>
          Find
        </Button>
      </Box>
      {pnr !== '' && found.isPending && <Skeleton variant="rounded" height={120} />}
      {found.isError && <Typography color="error">{found.error.message}</Typography>}
      {found.data && (
        <Box>
          <Typography variant="subtitle2" gutterBottom>
            {found.data.pnr} · {found.data.owner.email ?? found.data.owner.name} ·{' '}
            {found.data.bookings
              .map((b) => `${b.origin}–${b.destination} ${b.travelDate} (${b.status})`)
              .join(', ')}
          </Typography>
          <PaymentsTable
            label="Orders of this PNR"
            data={{ records: found.data.orders, totalPages: 1, currentPage: 1 }}
          />
          <List dense aria-label="Wallet entries of this PNR">
            {found.data.entries.map((e) => (
              <ListItem key={e.id} disableGutters>
                <ListItemText
                  primary={`${e.amount > 0 ? 'Credit' : 'Debit'} ${formatRupees(Math.abs(e.amount))} · ${e.description}`}
                  secondary={`${siteTime(e.createdAt).format('DD MMM YYYY, HH:mm')} · ${e.kind} · ${e.reference}`}
                />
              </ListItem>
            ))}
            {found.data.entries.length === 0 && (
              <Typography color="text.secondary">No wallet entries for this booking.</Typography>
            )}
          </List>
        </Box>
      )}
    </Box>
  );
}
