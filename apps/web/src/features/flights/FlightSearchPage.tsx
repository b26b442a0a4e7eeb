import { Paper, Skeleton } from '@mui/material';
import { type RefObject, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { PageTitle } from '../../ui/PageTitle';
import { SearchFormStandIn } from './SearchFormStandIn';
import { type Handover, handOver, keepFocus, takeHandover, watchPresses } from './search-form-handover';
import { formFromRequest } from './search-form-values';
import { requestFromQuery } from './search-url';

/**
 * The form's own code (react-hook-form, its zod rules, the city and date pickers, the selects' menus)
 * is about a fifth of what the first screen would otherwise download and much of what it runs before
 * it paints: it loads once the visitor shows they are about to use the form
 * (docs/decisions/0036-search-form-on-intent.md).
 */
const SearchForm = lazyPage(() => import('./SearchForm'), 'SearchForm');
let formArrived = false;
const loadForm = () =>
  SearchForm.preload().then(() => {
    formArrived = true;
  });

/** /flight/search: the search form; a results-style query (origin, destination, departure…) prefills it. */
export function FlightSearchPage() {
  const [params] = useSearchParams();
  const past = useMemo(() => requestFromQuery(params), [params]);
  return (
    <>
      <PageTitle title="Flight search" subtitle="One way, return or multi stop, for up to 9 travellers." />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        {past ? (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <SearchForm key={params.toString()} initial={formFromRequest(past)} />
          </Suspense>
        ) : (
          <BlankSearchForm key={params.toString()} />
        )}
      </Paper>
    </>
  );
}

/**
 * The blank form: the stand-in until the pointer comes over it, something in it takes the focus or
 * a finger touches it; then SearchForm, with what was done in the stand-in meanwhile done again.
 */
function BlankSearchForm() {
  const taken = useRef<Handover>(NOTHING_DONE);
  const [arrived, setArrived] = useState(formArrived);
  // A chunk that fails to load (a release replaced it) reaches the routes' error boundary, as a page's does.
  const [failed, setFailed] = useState<unknown>(null);
  if (failed) throw failed;
  if (arrived) return <HandedOver taken={taken} />;
  return (
    <WatchedStandIn
      onIntent={() => void loadForm().then(() => setArrived(true), setFailed)}
      leaveTo={taken}
    />
  );
}

const NOTHING_DONE: Handover = { typed: [], focused: null, press: null };

/**
 * The stand-in, read as it leaves the page: a layout effect's cleanup runs before React removes its
 * elements, so their values and the focus are still there and nothing typed up to the swap is missed
 * (read when the code arrived instead, a fill landing before React swapped the forms was lost).
 */
function WatchedStandIn({ onIntent, leaveTo }: { onIntent: () => void; leaveTo: RefObject<Handover> }) {
  const standIn = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = standIn.current;
    if (!form) return;
    const watching = new AbortController();
    const lastPress = watchPresses(form, watching.signal);
    return () => {
      leaveTo.current = takeHandover(form, lastPress());
      watching.abort();
    };
  }, [leaveTo]);
  return <SearchFormStandIn ref={standIn} onIntent={onIntent} />;
}

function HandedOver({ taken }: { taken: RefObject<Handover> }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const form = box.current?.querySelector('form');
    if (!form) return;
    const handover = taken.current;
    keepFocus(form, handover);
    const later = setTimeout(() => handOver(form, handover));
    return () => clearTimeout(later);
  }, [taken]);
  return (
    <div ref={box}>
      <SearchForm />
    </div>
  );
}
