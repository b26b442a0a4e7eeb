import { getCalendarFareCall } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { flightKeys } from './keys';

/** POST api/getCalendarFare: the cheapest one-adult fare (the server prices one adult) of each day of a month (YYYY-MM). */
export function useCalendarFare(origin: string, destination: string, month: string) {
  return useQuery({
    queryKey: flightKeys.calendar(origin, destination, month),
    queryFn: async () => (await unwrap(http.call(getCalendarFareCall, { origin, destination, month }))).data,
    enabled: origin !== '' && destination !== '' && origin !== destination && month !== '',
    placeholderData: keepPreviousData,
  });
}
