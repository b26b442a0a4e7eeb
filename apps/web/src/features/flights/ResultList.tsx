import type { FlightResult } from '@app/contracts';
import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import type { AgentFareView } from './agent-fare';
import { CardStyles } from './CardStyles';
import { FlightCard } from './FlightCard';
import { markFilterEnd } from './filter-marks';

/** Cards rendered at first and added by each 'Show more': enough to choose from, quick to filter. */
export const PAGE_SIZE = 50;

interface ResultListProps {
  results: readonly FlightResult[];
  logos: ReadonlyMap<string, string> | undefined;
  legLabels?: readonly string[];
  mode: 'book' | 'select';
  /** the radio group name and accessible name of a selectable list */
  group?: string;
  label?: string;
  selectedIndex?: string;
  onSelect?: (result: FlightResult) => void;
  onBook?: (result: FlightResult) => void;
  onFareRules: (result: FlightResult) => void;
  agentFare?: AgentFareView;
}

/** A list of result cards, the first PAGE_SIZE of them and more on request. */
export function ResultList({ results, group, label, selectedIndex, ...card }: ResultListProps) {
  // The count belongs to one list: a new (filtered) list starts again at one page.
  const [shown, setShown] = useState({ list: results, count: PAGE_SIZE });
  const count = shown.list === results ? shown.count : PAGE_SIZE;
  const visible = results.length > count ? results.slice(0, count) : results;

  useEffect(() => {
    if (visible) markFilterEnd();
  }, [visible]);

  return (
    <Box>
      <CardStyles
        data-testid="flight-results"
        role={card.mode === 'select' ? 'radiogroup' : 'list'}
        aria-label={label ?? 'Flights'}
      >
        {visible.map((result) => (
          <div key={result.resultIndex} role={card.mode === 'select' ? undefined : 'listitem'}>
            <FlightCard
              result={result}
              group={group}
              selected={selectedIndex === result.resultIndex}
              {...card}
            />
          </div>
        ))}
      </CardStyles>
      {results.length > count && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => setShown({ list: results, count: count + PAGE_SIZE })}>
            Show more ({results.length - count} more)
          </Button>
        </Box>
      )}
    </Box>
  );
}
