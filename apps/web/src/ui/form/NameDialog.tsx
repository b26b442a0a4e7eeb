import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type FormEventHandler, useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';

type NameDialogProps<T extends FieldValues> = {
  title: string;
  control: Control<T>;
  name: Path<T>;
  label: string;
  maxLength: number;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
};

/** A dialog with one name field and Cancel / Save; the caller owns the form and the saving. */
export function NameDialog<T extends FieldValues>({
  title,
  control,
  name,
  label,
  maxLength,
  submitting,
  onSubmit,
  onClose,
}: NameDialogProps<T>) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name={name}
            label={label}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
