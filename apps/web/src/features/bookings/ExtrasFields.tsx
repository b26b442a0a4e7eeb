import { extraName, type SsrOption } from '@app/contracts';
import { Grid, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { formatRupees } from '../flights/format';
import { FormSelect } from './FormSelect';
import type { LegExtras, PassengerFormValues } from './passenger-form';

/** '15 KG (₹7,500)', 'Veg Sandwich Combo (₹350)'; an extra the fare includes says so. */
const optionsOf = (kind: 'baggage' | 'meals', list: readonly SsrOption[]) =>
  list.map((o) => ({
    value: o.code,
    label: `${extraName(kind, o)} (${o.price > 0 ? formatRupees(o.price) : 'included'})`,
  }));

/**
 * Extra baggage and meals per leg, where the airline sells them. The empty choice is the airline's
 * own "no extra" (the server leaves that row out of the options): nothing is bought or sent for it.
 */
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
                  options={optionsOf('baggage', leg.baggage)}
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
                  options={optionsOf('meals', leg.meals)}
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
