import { type FdBookingView, type FdPassengerName, MSG, PAX_TYPE_NAMES, titlesFor } from '@app/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiFailure } from '../../api/api-failure';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { FormSelect } from '../bookings/FormSelect';
import { formatDisplayDate } from '../flights/format';
import { useFdRename } from './api/departures';

type NamesForm = { passengers: FdPassengerName[] };

/**
 * Corrects travellers' names until the name list goes to the airline. The party stays as booked, so
 * only title and names are asked; the server checks them by the booking's rules and answers by field.
 */
export function FdNamesDialog({ booking, onClose }: { booking: FdBookingView; onClose: () => void }) {
  const titleId = useId();
  const rename = useFdRename();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<NamesForm>({
    defaultValues: {
      passengers: booking.passengers.map(({ title, firstName, lastName }) => ({
        title,
        firstName,
        lastName,
      })),
    },
  });
  const save = handleSubmit((values) => {
    setRefusal(null);
    rename.mutate(
      { bookingId: booking.bookingId, names: values.passengers },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(error, setError))
            setRefusal(error instanceof ApiFailure ? error.message : MSG.somethingWrong);
        },
      },
    );
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={save}>
        <DialogTitle id={titleId}>Correct names · {booking.reference}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Names as on each traveller’s passport or ID. They can change until{' '}
            {formatDisplayDate(booking.nameListDeadline)}, when the name list goes to the airline.
          </DialogContentText>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <Stack spacing={2}>
            {booking.passengers.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the party stays as booked, in its order
              <Stack key={i} spacing={1}>
                <Typography variant="subtitle2">
                  Traveller {i + 1} · {PAX_TYPE_NAMES[p.paxType]}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormSelect
                    control={control}
                    name={`passengers.${i}.title`}
                    label="Title"
                    options={titlesFor(p.paxType as 1 | 2 | 3).map((t) => ({ value: t, label: t }))}
                    sx={{ minWidth: 110 }}
                  />
                  <FormTextField
                    control={control}
                    name={`passengers.${i}.firstName`}
                    label="First name"
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 64 } }}
                  />
                  <FormTextField
                    control={control}
                    name={`passengers.${i}.lastName`}
                    label="Last name"
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 64 } }}
                  />
                </Stack>
              </Stack>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            Save names
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
