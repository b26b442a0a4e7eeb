import {
  type CountryEntry,
  FD_MSG,
  type FdDepartureView,
  fdPartyTooBigToPayOnline,
  fdSeatsOf,
  passengerNeeds,
  passengersSchema,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Divider, Grid, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useCurrentUser } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { applyServerErrors } from '../../ui/form/server-errors';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { MoneyRow } from '../bookings/MoneyRow';
import { PassengerCard } from '../bookings/PassengerCard';
import { PaymentChoice } from '../bookings/PaymentChoice';
import {
  accountContact,
  emptyPassenger,
  type PassengerFormValues,
  paxSlots,
} from '../bookings/passenger-form';
import { usePaymentOptions } from '../bookings/use-payment-options';
import { formatDisplayDate, formatRupees } from '../flights/format';
import { PaymentProgress } from '../payments/PaymentProgress';
import { type FdParty, useFdDeparture } from './api/departures';
import { useCountries, useIsDomestic } from './api/trip';
import { FdTripCard } from './FdTripCard';
import { nameListClosed, travelDateOf } from './fd-format';
import { FD_LIST_PATH, fdBookPath, partyFromQuery, partyQuery } from './fd-paths';
import { type FdPayStage, readFdBookingState, useFdPay } from './use-fd-pay';

const PROGRESS: Record<Exclude<FdPayStage, 'idle'>, string> = {
  ordering: 'Reserving your seats…',
  paying: 'Confirming your seats…',
  redirecting: 'Taking you to the payment page…',
};

/** Why this party cannot book the departure as it stands now, or null. */
function seatsProblem(d: FdDepartureView, seats: number, paymentMethod: string): string | null {
  if (d.status !== 'open') return FD_MSG.closed;
  if (d.seatsLeft === 0) return FD_MSG.soldOut;
  if (d.seatsLeft < seats) return FD_MSG.notEnoughSeats(d.seatsLeft);
  return fdPartyTooBigToPayOnline(seats, paymentMethod) ? FD_MSG.partyOverUnpaidLimit : null;
}

interface FdBookingFormProps {
  departure: FdDepartureView;
  party: FdParty;
  countries: readonly CountryEntry[];
  isDomestic: boolean;
  bookingPath: string;
}

function FareSummary({ departure: d, party }: { departure: FdDepartureView; party: FdParty }) {
  const rows: [string, number, number][] = [
    ['Adult', party.adultCount, d.fares.adult],
    ['Child', party.childCount, d.fares.child],
    ['Infant', party.infantCount, d.fares.infant],
  ];
  return (
    <Stack spacing={1} data-testid="fd-fare-summary">
      {rows
        .filter(([, count]) => count > 0)
        .map(([label, count, fare]) => (
          <MoneyRow
            key={label}
            label={`${label} × ${count} (${formatRupees(fare)} each)`}
            amount={fare * count}
          />
        ))}
      <Divider />
      <MoneyRow label="Total payable" amount={d.total} strong testId="fd-total-payable" />
    </Stack>
  );
}

/** The passengers, what they pay and how: one page, one Pay button. */
function FdBookingForm({ departure: d, party, countries, isDomestic, bookingPath }: FdBookingFormProps) {
  const location = useLocation();
  const user = useCurrentUser();
  const slots = paxSlots([], party);
  const schema = useMemo(
    () => z.object({ passengers: passengersSchema(travelDateOf(d), !isDomestic) }),
    [d, isDomestic],
  );
  const { control, handleSubmit, setError } = useForm<PassengerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      // Back from a failed payment, the passengers typed before; else the lead's contact from the account.
      passengers:
        readFdBookingState(location.state)?.passengers ??
        slots.map((s, i) => ({ ...emptyPassenger(s.paxType, 0), ...(i === 0 ? accountContact(user) : {}) })),
    },
  });
  const payment = usePaymentOptions(d.total);
  const { pay, stage, problem, order } = useFdPay(d.id, bookingPath);
  const refused = order ? null : seatsProblem(d, fdSeatsOf(slots), payment.method);
  const busy = stage !== 'idle' || payment.loading;

  const submit = handleSubmit((values) =>
    pay(values.passengers, payment.method, (error) => applyServerErrors(error, setError)),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <FdTripCard departure={d} />
            {slots.map((slot, index) => (
              <PassengerCard
                key={slot.label}
                index={index}
                slot={slot}
                control={control}
                countries={countries}
                legs={[]}
                needs={passengerNeeds(slot.paxType, { isDomestic, lead: index === 0 })}
              />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <SectionCard title="Payment">
              <Stack spacing={2}>
                <FareSummary departure={d} party={party} />
                <PaymentChoice
                  method={payment.method}
                  onMethod={payment.pick}
                  options={payment.options}
                  funds={payment.funds}
                  amount={d.total}
                  holdAllowed={false}
                  hold={false}
                  onHold={() => undefined}
                  disabled={busy}
                />
                {nameListClosed(d) && (
                  <Alert severity="warning" data-testid="fd-late-names">
                    {FD_MSG.lateNames(formatDisplayDate(d.nameListDeadline))}
                  </Alert>
                )}
                {(problem ?? refused) && (
                  <Alert
                    severity={problem ? 'error' : 'warning'}
                    data-testid="fd-booking-problem"
                    action={
                      <Button component={RouterLink} to={FD_LIST_PATH} color="inherit" size="small">
                        Other departures
                      </Button>
                    }
                  >
                    {problem ?? refused}
                  </Alert>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  fullWidth
                  disabled={busy || refused !== null}
                >
                  Pay {formatRupees(d.total)}
                </Button>
                <Typography variant="caption" color="text.secondary">
                  Your seats are held for 15 minutes while you pay; they are confirmed with the block PNR as
                  soon as the payment is.
                </Typography>
              </Stack>
            </SectionCard>
          </Box>
        </Grid>
      </Grid>
      <PaymentProgress open={stage !== 'idle'} message={stage === 'idle' ? '' : PROGRESS[stage]} />
    </Box>
  );
}

/** /fixed-departures/:departureId/book?adt&chd&inf: who travels on the departure, and paying for it. */
export function FdBookingPage() {
  const { departureId = '' } = useParams();
  const [params] = useSearchParams();
  const party = partyFromQuery(params);
  const departure = useFdDeparture(departureId, party);
  const countries = useCountries();
  const d = departure.data;
  const airports = d
    ? [...new Set([...d.outbound, ...d.inbound].flatMap((l) => [l.origin, l.destination]))]
    : [];
  const isDomestic = useIsDomestic(airports);

  let body: React.ReactNode;
  if (departure.isError)
    body = (
      <EmptyState
        title="This departure is no longer available"
        message="It may have been closed or sold. Please choose another."
        action={
          <Button component={RouterLink} to={`${FD_LIST_PATH}?${partyQuery(party)}`} variant="contained">
            Fixed departures
          </Button>
        }
      />
    );
  else if (!d || isDomestic === null || countries.isPending) body = <PageSkeleton rows={6} />;
  else
    body = (
      <FdBookingForm
        departure={d}
        party={party}
        countries={countries.data ?? []}
        isDomestic={isDomestic}
        bookingPath={fdBookPath(departureId, party)}
      />
    );

  return (
    <>
      <PageTitle title="Book a fixed departure" />
      {body}
    </>
  );
}
