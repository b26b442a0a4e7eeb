import { Box, type Breakpoint, Button, Paper } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

type FilterFormProps = {
  /** the form's accessible name */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  clearLabel: string;
  onClear: () => void;
  /** the grid's responsive gridTemplateColumns */
  columns: string | Partial<Record<Breakpoint, string>>;
  /** Apply / clear on a row of their own, rather than in the last grid column */
  buttonsOnOwnRow?: boolean;
  children: ReactNode;
};

/** A filter bar: the fields in a grid, then Apply and a button that clears them. */
export function FilterForm({
  label,
  onSubmit,
  clearLabel,
  onClear,
  columns,
  buttonsOnOwnRow = false,
  children,
}: FilterFormProps) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box
        component="form"
        noValidate
        aria-label={label}
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: columns }}
      >
        {children}
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            ...(buttonsOnOwnRow ? { gridColumn: '1 / -1' } : { pt: { sm: 1 } }),
          }}
        >
          <Button type="submit" variant="contained">
            Apply
          </Button>
          <Button onClick={onClear}>{clearLabel}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
