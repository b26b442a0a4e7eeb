import { type MarkupRule, MSG, type RuleKind } from '@app/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { toInputDate } from '../../ui/input-dates';
import { notify } from '../../ui/notify';
import { useAirlines } from './api/airlines';
import { useDeleteRule, useMarkupRules } from './api/rules';
import { KIND_HINTS, KIND_TITLES } from './kinds';
import { RuleDialog } from './RuleDialog';
import { cabinLabel, formatRuleValue } from './rule-form';

const SCOPES = { all: 'All flights', domestic: 'Domestic', international: 'International' } as const;

const validity = (r: MarkupRule) =>
  !r.validFrom && !r.validTo
    ? 'Always'
    : `${r.validFrom ? toInputDate(r.validFrom) : '…'} – ${r.validTo ? toInputDate(r.validTo) : '…'}`;

function AirlineCell({ code, logos }: { code: string | null; logos: Map<string, string> }) {
  if (!code) return <>All airlines</>;
  const logo = logos.get(code);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {logo && <img src={logo} alt="" width={20} height={20} />}
      {code}
    </Box>
  );
}

/** One kind of rule: its table, add, edit and delete. */
export function RulesSection({ kind }: { kind: RuleKind }) {
  const rules = useMarkupRules(kind);
  const remove = useDeleteRule(kind);
  const airlines = useAirlines();
  const logos = new Map((airlines.data ?? []).map((a) => [a.airlineCode, a.logoUrl]));
  const [editing, setEditing] = useState<MarkupRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MarkupRule | null>(null);
  const hasAirline = kind === 'defaultAirline' || kind === 'airlineSpecific';
  const title = KIND_TITLES[kind];

  const confirmDelete = async (rule: MarkupRule) => {
    const res = await remove.mutateAsync(rule.markupId).catch(() => null);
    setDeleting(null);
    if (res) notify.success(res.message);
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {KIND_HINTS[kind]}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add rule
        </Button>
      </Box>
      <Paper variant="outlined">
        {rules.isPending ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading">
            {[1, 2].map((n) => (
              <Skeleton key={n} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : rules.isError ? (
          <EmptyState title={MSG.somethingWrong} message="The rules could not be loaded." />
        ) : rules.data.length === 0 ? (
          <EmptyState title="No rules yet" message="Fares of this kind are sold at the supplier's price." />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {hasAirline && <TableCell>Airline</TableCell>}
                  <TableCell>Group</TableCell>
                  <TableCell>Value</TableCell>
                  <TableCell>Per</TableCell>
                  <TableCell>Flights</TableCell>
                  <TableCell>Cabin</TableCell>
                  <TableCell>Valid</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rules.data.map((rule) => (
                  <TableRow key={rule.markupId} hover>
                    {hasAirline && (
                      <TableCell>
                        <AirlineCell code={rule.airlineCode} logos={logos} />
                      </TableCell>
                    )}
                    <TableCell>{rule.groupName ?? 'All groups'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {rule.adjustment === 'discount' ? '−' : '+'}
                      {formatRuleValue(rule)}
                    </TableCell>
                    <TableCell>{rule.per === 'passenger' ? 'Passenger' : 'Booking'}</TableCell>
                    <TableCell>{SCOPES[rule.scope]}</TableCell>
                    <TableCell>{cabinLabel(rule.cabinClass)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{validity(rule)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label="Edit rule" onClick={() => setEditing(rule)}>
                        <EditIcon />
                      </IconButton>
                      <IconButton aria-label="Delete rule" onClick={() => setDeleting(rule)}>
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      {editing && (
        <RuleDialog kind={kind} rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this markup?"
          message={`${formatRuleValue(deleting)} for ${deleting.airlineCode ?? 'all airlines'}, ${deleting.groupName ?? 'all groups'} will stop applying from the next search.`}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
