import { AUDIT_AREA_LABELS, type AuditArea, type AuditEntry } from '@app/contracts';
import {
  Box,
  Button,
  Chip,
  Collapse,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { siteTime } from '../../app/site-locale';

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Each field that changed: what it was and what it became. */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <Typography variant="body2">No field values were recorded.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={field}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{field}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{shown(entry.before?.[field])}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{shown(entry.after?.[field])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One entry: when, who and from where, what was done; the before and after on request. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const area = entry.action.split('.')[0] as AuditArea;
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={entry.summary}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Chip size="small" label={AUDIT_AREA_LABELS[area] ?? area} />
        <Typography sx={{ flexGrow: 1, fontWeight: 500, wordBreak: 'break-word' }}>
          {entry.summary}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {siteTime(entry.at).format('DD MMM YYYY, HH:mm:ss')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {entry.actor}
        {entry.ip ? ` · from ${entry.ip}` : ''} · {entry.action}
        {entry.targetId ? ` · ${entry.targetKind} ${entry.targetId}` : ''}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 0.5 }}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide changes' : 'Show changes'}
      </Button>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Changes entry={entry} />
      </Collapse>
    </Paper>
  );
}
