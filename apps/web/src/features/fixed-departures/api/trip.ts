import { getCountryListCall, isDomesticTrip } from '@app/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { useSite } from '../../../app/store';
import { airportsQuery } from '../../flights/api/airports';

/** GET api/getCountryList: the passport and address country choices; fixed for the visit. */
export function useCountries() {
  return useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: async () => (await unwrap(http.call(getCountryListCall))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Whether a departure's airports are all in the site's home country, by the airport lookup the
 * city boxes use: the same rule (isDomesticTrip) the server's passenger checks apply, so the form
 * asks for passports exactly when the server will. Null while the lookup answers; an airport it
 * cannot place counts as abroad, so passports are asked rather than refused later.
 */
export function useIsDomestic(codes: readonly string[]): boolean | null {
  const { homeCountry } = useSite();
  const lookups = useQueries({ queries: codes.map((code) => ({ ...airportsQuery(code), retry: false })) });
  if (lookups.some((q) => q.isPending)) return null;
  const countries = codes.map(
    (code, i) => lookups[i]?.data?.find((option) => option.airportCode === code)?.countryCode,
  );
  return isDomesticTrip(countries, homeCountry);
}
