import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { monthCells, shiftMonth, WEEKDAYS } from './dates';

interface DatePickerPanelProps {
  /** YYYY-MM-DD or null */
  value: string | null;
  /** first and last day that can be picked, YYYY-MM-DD */
  min: string;
  max: string;
  onPick: (date: string) => void;
}

/** A month of day buttons, for the date fields; days outside min … max are disabled. */
export function DatePickerPanel({ value, min, max, onPick }: DatePickerPanelProps) {
  const [month, setMonth] = useState((value && value >= min && value <= max ? value : min).slice(0, 7));
  const title = dayjs(`${month}-01`).format('MMMM YYYY');
  return (
    <Box sx={{ p: 1.5, width: 300 }} role="group" aria-label={`Choose a date, ${title}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <IconButton
          aria-label="Previous month"
          size="small"
          disabled={month <= min.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography sx={{ flexGrow: 1, textAlign: 'center' }} aria-live="polite">
          {title}
        </Typography>
        <IconButton
          aria-label="Next month"
          size="small"
          disabled={month >= max.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, textAlign: 'center' }}>
        {WEEKDAYS.map((d) => (
          <Typography key={d} variant="caption" color="text.secondary" aria-hidden>
            {d.slice(0, 2)}
          </Typography>
        ))}
        {monthCells(month).map((date, i) =>
          date ? (
            <Button
              key={date}
              size="small"
              variant={date === value ? 'contained' : 'text'}
              disabled={date < min || date > max}
              onClick={() => onPick(date)}
              aria-label={dayjs(date).format('dddd D MMMM YYYY')}
              aria-pressed={date === value}
              sx={{ minWidth: 0, px: 0 }}
            >
              {Number(date.slice(8))}
            </Button>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st
            <span key={`blank-${i}`} />
          ),
        )}
      </Box>
    </Box>
  );
}
