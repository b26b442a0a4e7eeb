import type { SsrOption } from '@app/contracts';
import { Grid, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { formatRupees } from '../flights/format';
import { FormSelect } from './FormSelect';
import type { LegExtras, PassengerFormValues } from './passenger-form';

const optionsOf = (list: readonly SsrOption[]) =>
  list.map((o) => ({ value: o.code, label: `${o.description} (${formatRupees(o.price)})` }));

/** Extra baggage and meals per leg, where the airline sells them. */
export function ExtrasFields({
  index,
  control,
  legs,
}: {
  index: number;
  control: Control<PassengerFormValues>;
  legs: readonly LegExtras[];
}) {
  if (!legs.some((leg) => leg.baggage.length > 0 || leg.meals.length > 0)) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Extras
      </Typography>
      <Grid container spacing={2}>
        {legs.map((leg, l) => (
          <Grid container size={12} spacing={2} key={leg.label + String(l)}>
            {leg.baggage.length > 0 && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect
                  control={control}
                  name={`passengers.${index}.baggage.${l}`}
                  label={`Extra baggage ${leg.label}`}
                  options={optionsOf(leg.baggage)}
                  placeholder="No extra baggage"
                  fullWidth
                />
              </Grid>
            )}
            {leg.meals.length > 0 && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect
                  control={control}
                  name={`passengers.${index}.meals.${l}`}
                  label={`Meal ${leg.label}`}
                  options={optionsOf(leg.meals)}
                  placeholder="No meal"
                  fullWidth
                />
              </Grid>
            )}
          </Grid>
        ))}
      </Grid>
    </>
  );
}
