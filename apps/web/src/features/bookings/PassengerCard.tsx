import { type CountryEntry, GENDERS, type PassengerNeeds, titlesFor } from '@app/contracts';
import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { SectionCard } from '../../ui/SectionCard';
import { ContactFields } from './ContactFields';
import { ExtrasFields } from './ExtrasFields';
import { FormSelect } from './FormSelect';
import { PassportFields } from './PassportFields';
import type { LegExtras, PassengerFormValues, PaxSlot } from './passenger-form';

interface PassengerCardProps {
  index: number;
  slot: PaxSlot;
  control: Control<PassengerFormValues>;
  countries: readonly CountryEntry[];
  legs: readonly LegExtras[];
  /** what the fare, the route and the supplier need of this passenger: nothing else is asked */
  needs: PassengerNeeds;
}

const GENDER_OPTIONS = [
  { value: GENDERS.Male, label: 'Male' },
  { value: GENDERS.Female, label: 'Female' },
];
const half = { xs: 12, sm: 6 };

/** One passenger's form; the first (Adult 1) also holds the booking's contact details. */
export function PassengerCard({ index, slot, control, countries, legs, needs }: PassengerCardProps) {
  const field = <K extends string>(name: K) => `passengers.${index}.${name}` as const;
  const titles = titlesFor(slot.paxType).map((t) => ({ value: t, label: t }));
  return (
    <SectionCard title={slot.label} subheader={index === 0 ? 'Lead passenger' : undefined}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormSelect
            control={control}
            name={field('title')}
            label="Title"
            options={titles}
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormSelect
            control={control}
            name={field('gender')}
            label="Gender"
            options={GENDER_OPTIONS}
            fullWidth
            required
          />
        </Grid>
        {needs.dateOfBirth && (
          <Grid size={half}>
            <FormDateField
              control={control}
              name={field('dateOfBirth')}
              label="Date of birth"
              fullWidth
              required
            />
          </Grid>
        )}
        <Grid size={half}>
          <FormTextField
            control={control}
            name={field('firstName')}
            label="First name"
            autoComplete="off"
            fullWidth
            required
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name={field('lastName')}
            label="Last name"
            autoComplete="off"
            fullWidth
            required
          />
        </Grid>
      </Grid>
      {index === 0 && <ContactFields control={control} countries={countries} withAddress={needs.address} />}
      {needs.passport && <PassportFields index={index} control={control} countries={countries} />}
      {needs.pan && (
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormTextField
              control={control}
              name={field('pan')}
              label="PAN"
              helperText="The airline asks for it on this fare"
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' } } }}
              fullWidth
              required
            />
          </Grid>
        </Grid>
      )}
      {slot.paxType !== 3 && <ExtrasFields index={index} control={control} legs={legs} />}
    </SectionCard>
  );
}
