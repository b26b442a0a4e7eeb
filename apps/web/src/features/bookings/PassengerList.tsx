import { PAX_TYPE_NAMES, type PassengerInput } from '@app/contracts';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import type { LegExtras } from './passenger-form';
import { extrasOf } from './review-state';

/** Who is flying, as entered on the passenger step, with the extras each one chose. */
export function PassengerList({
  passengers,
  legs,
}: {
  passengers: readonly PassengerInput[];
  legs: readonly LegExtras[];
}) {
  return (
    <SectionCard title="Passengers">
      <Stack
        component="ol"
        divider={<Divider flexItem />}
        spacing={1.5}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {passengers.map((p, index) => {
          const extras = extrasOf(p, legs);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, and two passengers may share a name
            <Box component="li" key={`${index}-${p.firstName}-${p.lastName}`} data-testid="review-passenger">
              <Typography fontWeight={600}>
                {[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}
              </Typography>
              <Typography color="text.secondary">{PAX_TYPE_NAMES[p.paxType]}</Typography>
              {extras.map((line) => (
                <Typography key={line} variant="body2" color="text.secondary">
                  {line}
                </Typography>
              ))}
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
