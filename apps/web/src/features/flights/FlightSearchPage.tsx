import { Paper } from '@mui/material';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import { SearchForm } from './SearchForm';
import { DEFAULT_SEARCH_FORM, formFromRequest } from './search-form';
import { requestFromQuery } from './search-url';

/** /flight/search: the search form; a results-style query (origin, destination, departure…) prefills it. */
export function FlightSearchPage() {
  const [params] = useSearchParams();
  const initial = useMemo(() => {
    const past = requestFromQuery(params);
    return past ? formFromRequest(past) : DEFAULT_SEARCH_FORM;
  }, [params]);
  return (
    <>
      <PageTitle title="Flight search" subtitle="One way, return or multi stop, for up to 9 travellers." />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <SearchForm key={params.toString()} initial={initial} />
      </Paper>
    </>
  );
}
