import { defaultFdDeadlines, type FdStaffDepartureView } from '@app/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Grid,
  InputAdornment,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId } from 'react';
import { type Control, Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField, type FormTextFieldProps } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { FormSelect } from '../bookings/FormSelect';
import { formatDisplayDate } from '../flights/format';
import { useFdSave } from './api/manage';
import {
  type DepartureForm,
  departureResolver,
  departureToForm,
  emptyDepartureForm,
  emptyLeg,
  formToInput,
  type LegForm,
} from './departure-form';

const TRIP_TYPES = [
  { value: 'oneWay', label: 'One way' },
  { value: 'roundTrip', label: 'Round trip' },
];
const third = { xs: 12, sm: 4 };
const half = { xs: 12, sm: 6 };
const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } };
const upper = { htmlInput: { style: { textTransform: 'uppercase' as const } } };

/** The flights of one direction, each with local times at its airports; at least one outbound. */
function LegsFields({
  control,
  name,
  title,
}: {
  control: Control<DepartureForm>;
  name: 'outbound' | 'inbound';
  title: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  // A round trip chosen on a departure without return flights starts with one to fill in.
  useEffect(() => {
    if (fields.length === 0) append(emptyLeg(), { shouldFocus: false });
  }, [fields.length, append]);
  const headingId = useId();
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="legend" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {fields.map((leg, i) => {
        const label = (text: string) => (fields.length > 1 ? `${text} (flight ${i + 1})` : text);
        return (
          <Grid container spacing={1.5} key={leg.id} sx={{ mb: 2 }}>
            {LEG_FIELDS.map(({ key, text, maxLength, time }) => (
              <Grid key={key} size={time ? half : { xs: 6, sm: 3 }}>
                <FormTextField
                  control={control}
                  name={`${name}.${i}.${key}`}
                  label={label(text)}
                  type={time ? 'datetime-local' : undefined}
                  slotProps={
                    time
                      ? { inputLabel: { shrink: true } }
                      : {
                          htmlInput: {
                            maxLength,
                            style: maxLength ? { textTransform: 'uppercase' } : undefined,
                          },
                        }
                  }
                  fullWidth
                  required
                />
              </Grid>
            ))}
            {fields.length > 1 && (
              <Grid size={12}>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => remove(i)}
                >
                  Remove flight {i + 1}
                </Button>
              </Grid>
            )}
          </Grid>
        );
      })}
      <Controller
        control={control}
        name={name}
        render={({ fieldState }) => (
          <>
            {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </>
        )}
      />
      {fields.length < 4 && (
        <Button startIcon={<AddIcon />} onClick={() => append(emptyLeg())} size="small">
          Add a connecting flight
        </Button>
      )}
    </Box>
  );
}

/** A leg's boxes: codes (upper-case, as long as the code) and local date-times. */
const LEG_FIELDS: { key: keyof LegForm; text: string; maxLength?: number; time?: boolean }[] = [
  { key: 'airlineCode', text: 'Airline', maxLength: 2 },
  { key: 'flightNumber', text: 'Flight no.' },
  { key: 'origin', text: 'From', maxLength: 3 },
  { key: 'destination', text: 'To', maxLength: 3 },
  { key: 'departAt', text: 'Departs (local time)', time: true },
  { key: 'arriveAt', text: 'Arrives (local time)', time: true },
];

type TextFieldSpec = [
  name: 'blockPnr' | 'seatsTotal' | 'fareAdult' | 'fareChild' | 'fareInfant' | 'baggage' | 'cabinBaggage',
  label: string,
  props: Partial<FormTextFieldProps<DepartureForm>>,
];
const BLOCK_FIELDS: TextFieldSpec[] = [
  ['blockPnr', 'Block PNR', { slotProps: upper }],
  ['seatsTotal', 'Seats', { type: 'number' }],
];
const FARE_FIELDS: TextFieldSpec[] = [
  ['fareAdult', 'Net fare, adult', { slotProps: rupee }],
  ['fareChild', 'Net fare, child', { slotProps: rupee }],
  ['fareInfant', 'Net fare, infant', { slotProps: rupee }],
  ['baggage', 'Check-in baggage', { placeholder: '30 KG' }],
  ['cabinBaggage', 'Cabin baggage', { placeholder: '7 KG' }],
];

type Props = { departure: FdStaffDepartureView | null; onClose: () => void };

/** Creates or edits a departure; the call's rules and the server's refusals land under their fields. */
export function DepartureFormDialog({ departure, onClose }: Props) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useFdSave();
  const titleId = useId();
  const { control, handleSubmit, setError } = useForm<DepartureForm>({
    resolver: departureResolver,
    defaultValues: departure ? departureToForm(departure) : emptyDepartureForm(),
  });
  const [tripType, isRefundable, firstDeparture] = useWatch({
    control,
    name: ['tripType', 'isRefundable', 'outbound.0.departAt'],
  });
  const defaults = firstDeparture ? defaultFdDeadlines(firstDeparture.slice(0, 10)) : null;
  const textFields = (specs: TextFieldSpec[]) =>
    specs.map(([name, label, props]) => (
      <Grid key={name} size={name === 'baggage' || name === 'cabinBaggage' ? half : third}>
        <FormTextField control={control} name={name} label={label} {...props} fullWidth required />
      </Grid>
    ));

  const submit = handleSubmit(async (values) => {
    const made = formToInput(values);
    if ('wrong' in made) return;
    try {
      const saved = await save.mutateAsync(made.input);
      notify.success(saved.message);
      onClose();
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{departure ? 'Edit departure' : 'New departure'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={third}>
              <FormSelect
                control={control}
                name="tripType"
                label="Trip"
                options={TRIP_TYPES}
                placeholder="Choose"
                fullWidth
              />
            </Grid>
            {textFields(BLOCK_FIELDS)}
            <Grid size={12}>
              <LegsFields control={control} name="outbound" title="Outbound flights" />
            </Grid>
            {tripType === 'roundTrip' && (
              <Grid size={12}>
                <LegsFields control={control} name="inbound" title="Return flights" />
              </Grid>
            )}
            {textFields(FARE_FIELDS)}
            <Grid size={half}>
              <Controller
                control={control}
                name="isRefundable"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(_e, on) => field.onChange(on)} />}
                    label="Refundable"
                  />
                )}
              />
            </Grid>
            <Grid size={half}>
              {isRefundable && (
                <FormTextField
                  control={control}
                  name="cancellationCharge"
                  label="Cancellation charge per passenger"
                  slotProps={rupee}
                  fullWidth
                  required
                />
              )}
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="cancellationPolicy"
                label="Cancellation policy"
                multiline
                minRows={3}
                maxRows={5}
                fullWidth
                required
              />
            </Grid>
            <Grid size={half}>
              <FormDateField
                control={control}
                name="nameListDeadline"
                label="Name-list deadline"
                helperText={`Empty: ${defaults ? formatDisplayDate(defaults.nameListDeadline) : '7 days before departure'}`}
                fullWidth
              />
            </Grid>
            <Grid size={half}>
              <FormDateField
                control={control}
                name="releaseDate"
                label="Release date of unsold seats"
                helperText={`Empty: ${defaults ? formatDisplayDate(defaults.releaseDate) : '3 days before departure'}`}
                fullWidth
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
