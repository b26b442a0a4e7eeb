import { FD_MSG, type FdDepartureView } from '@app/contracts';
import { Alert, Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatRupees, paxLabel } from '../flights/format';
import type { FdParty } from './api/departures';
import { datesLabel, FEW_SEATS, legLine, nameListClosed, sectorLabel } from './fd-format';
import { fdBookPath } from './fd-paths';

interface DepartureCardProps {
  departure: FdDepartureView;
  party: FdParty;
  /** airline code → logo URL */
  logos: ReadonlyMap<string, string> | undefined;
  /** shown first, e.g. 'Fixed departure' among flight results */
  badge?: string;
}

/** One departure for buyers: what flies when, what is left, what it costs this party. */
export function DepartureCard({ departure: d, party, logos, badge }: DepartureCardProps) {
  const logo = logos?.get(d.airlineCode);
  const few = d.seatsLeft <= FEW_SEATS;
  const name = `${sectorLabel(d)}, ${d.airlineName}, ${datesLabel(d)}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={name}
      data-testid="fd-card"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Stack spacing={1} sx={{ flex: '1 1 300px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {badge && <Chip size="small" color="secondary" label={badge} />}
          <Typography component="h3" variant="h6" sx={{ lineHeight: 1.2 }}>
            {sectorLabel(d)}
          </Typography>
          <Typography color="text.secondary">{datesLabel(d)}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {logo ? (
            <Box component="img" src={logo} alt="" width={28} height={28} sx={{ objectFit: 'contain' }} />
          ) : (
            <Box aria-hidden sx={{ width: 28, fontSize: 11, fontWeight: 600, textAlign: 'center' }}>
              {d.airlineCode}
            </Box>
          )}
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {d.airlineName}
          </Typography>
        </Stack>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {[...d.outbound, ...d.inbound].map((leg) => (
            <Typography component="li" variant="body2" key={`${leg.flightNumber}-${leg.departAt}`}>
              {legLine(leg)}
            </Typography>
          ))}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip
            size="small"
            variant="outlined"
            color={d.isRefundable ? 'success' : 'default'}
            label={d.isRefundable ? 'Refundable' : 'Non-Refundable'}
          />
          <Chip size="small" variant="outlined" label={`Baggage ${d.baggage} · Cabin ${d.cabinBaggage}`} />
          <Chip
            size="small"
            color={few ? 'warning' : 'default'}
            variant={few ? 'filled' : 'outlined'}
            label={few ? FD_MSG.onlyLeft(d.seatsLeft) : `${d.seatsLeft} seats left`}
            data-testid="fd-seats-left"
          />
        </Stack>
        {nameListClosed(d) && (
          <Alert severity="warning" sx={{ py: 0 }} data-testid="fd-name-list-closed">
            {FD_MSG.lateNamesShort}
          </Alert>
        )}
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flex: '0 0 auto' }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} data-testid="fd-adult-fare">
          {formatRupees(d.fares.adult)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          per adult
        </Typography>
        <Typography variant="body2" data-testid="fd-total">
          {paxLabel(party.adultCount, party.childCount, party.infantCount)}: <b>{formatRupees(d.total)}</b>
        </Typography>
        <Button
          component={RouterLink}
          to={fdBookPath(d.id, party)}
          variant="contained"
          aria-label={`Book ${name}`}
        >
          Book
        </Button>
      </Stack>
    </Card>
  );
}
