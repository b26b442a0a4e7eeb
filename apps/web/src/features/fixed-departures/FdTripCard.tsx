import type { FdDepartureView, FdLeg } from '@app/contracts';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { formatDisplayDate } from '../flights/format';
import { datesLabel, legLine, nameListClosed, sectorLabel } from './fd-format';

type Trip = Pick<
  FdDepartureView,
  | 'origin'
  | 'destination'
  | 'tripType'
  | 'airlineName'
  | 'outbound'
  | 'inbound'
  | 'departureDate'
  | 'returnDate'
  | 'baggage'
  | 'cabinBaggage'
  | 'isRefundable'
  | 'cancellationPolicy'
  | 'nameListDeadline'
>;

function Legs({ title, legs }: { title: string; legs: readonly FdLeg[] }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3">
        {title} · {formatDisplayDate(legs[0]?.departAt ?? '')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {legs.map((leg) => (
          <Typography component="li" key={`${leg.flightNumber}-${leg.departAt}`}>
            {legLine(leg)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The cancellation terms in a sentence: what a buyer keeps if they cancel. */
export const policyLine = (d: Pick<Trip, 'isRefundable' | 'cancellationPolicy'>) =>
  `${d.isRefundable ? 'Refundable' : 'Non-refundable'}. ${d.cancellationPolicy}`;

/** The departure being booked or booked: flights with local times, baggage and the fare's terms. */
export function FdTripCard({ departure: d }: { departure: Trip }) {
  return (
    <SectionCard title="Your trip" subheader={`${sectorLabel(d)} · ${d.airlineName} · ${datesLabel(d)}`}>
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        <Legs title="Outbound" legs={d.outbound} />
        {d.inbound.length > 0 && <Legs title="Return" legs={d.inbound} />}
        <Box>
          <Typography variant="body2">
            Baggage: check-in {d.baggage}, cabin {d.cabinBaggage}
          </Typography>
          <Typography variant="body2" data-testid="fd-policy">
            {policyLine(d)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {nameListClosed(d)
              ? `The airline’s name list closed on ${formatDisplayDate(d.nameListDeadline)}; names cannot change now.`
              : `Names go to the airline on ${formatDisplayDate(d.nameListDeadline)}; they cannot change after that.`}
          </Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
