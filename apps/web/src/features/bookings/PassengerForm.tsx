import {
  type FareQuote,
  fareDocumentsOf,
  type PassengerViewOptions,
  passengerNeeds,
  type SearchBy,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../app/store';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useValidateBooking } from './api/validate-booking';
import { FareSummaryCard } from './FareSummaryCard';
import { PassengerCard } from './PassengerCard';
import { PriceChangedDialog } from './PriceChangedDialog';
import {
  accountContact,
  emptyPassenger,
  extrasTotal,
  type LegExtras,
  type PassengerFormValues,
  passengerFormSchema,
  paxSlots,
} from './passenger-form';
import { TripSummaryCard } from './TripSummaryCard';

interface PassengerFormProps {
  searchId: string;
  resultIndexes: readonly string[];
  views: readonly PassengerViewOptions[];
  searchBy: SearchBy;
  legs: readonly LegExtras[];
}

const sum = (quotes: readonly FareQuote[], of: (q: FareQuote) => number) =>
  quotes.reduce((total, q) => total + of(q), 0);

/** The passenger step once its quotes are in: forms per seat, extras, price check and submit. */
export function PassengerForm({ searchId, resultIndexes, views, searchBy, legs }: PassengerFormProps) {
  const navigate = useNavigate();
  const quotes = views.map((v) => v.fareQuote);
  const countries = views[0]?.countryList ?? [];
  const slots = paxSlots(quotes[0]?.fare.fareBreakdown ?? [], searchBy);
  const legCount = sum(quotes, (q) => q.fare.segments.length);
  const documents = fareDocumentsOf(quotes.map((q) => q.fare));
  const { passport, pan } = documents;
  const schema = useMemo(() => passengerFormSchema(searchBy, { passport, pan }), [searchBy, passport, pan]);
  const user = useCurrentUser();
  const { control, handleSubmit, setError } = useForm<PassengerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      // The lead's contact comes from the signed-in account; the buyer may change it.
      passengers: slots.map((s, i) => ({
        ...emptyPassenger(s.paxType, legCount),
        ...(i === 0 ? accountContact(user) : {}),
      })),
    },
  });
  const passengers = useWatch({ control, name: 'passengers' });
  const validate = useValidateBooking();
  const [priceAccepted, setPriceAccepted] = useState(false);
  const fare = sum(quotes, (q) => q.fare.publishedPrice);

  const submit = handleSubmit(async (values) => {
    const request = { searchId, resultIndexes: [...resultIndexes], passengers: values.passengers };
    try {
      const result = await validate.mutateAsync(request);
      const query = new URLSearchParams({ searchId });
      for (const index of resultIndexes) query.append('resultIndex', index);
      navigate(`/flight/bookingReview?${query}`, {
        state: { ...request, totalPayable: result.totalPayable },
      });
    } catch (error) {
      // The client has toasted the message; field messages go under their fields.
      applyServerErrors(error, setError);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <TripSummaryCard fares={quotes.map((q) => q.fare)} />
            {slots.map((slot, index) => (
              <PassengerCard
                key={slot.label}
                index={index}
                slot={slot}
                control={control}
                countries={countries}
                legs={legs}
                needs={passengerNeeds(slot.paxType, {
                  isDomestic: searchBy.isDomestic,
                  lead: index === 0,
                  fare: documents,
                })}
              />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FareSummaryCard
            fare={fare}
            extras={extrasTotal(passengers, legs)}
            submitting={validate.isPending}
          />
        </Grid>
      </Grid>
      <PriceChangedDialog
        open={quotes.some((q) => q.isPriceChanged) && !priceAccepted}
        shown={sum(quotes, (q) => q.shownPrice)}
        now={fare}
        onContinue={() => setPriceAccepted(true)}
        onBack={() => navigate(-1)}
      />
    </Box>
  );
}
