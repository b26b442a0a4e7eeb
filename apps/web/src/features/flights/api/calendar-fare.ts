import { calendarFareResponse } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { flightKeys } from './keys';
import { FLIGHT_PATHS } from './paths';

/** POST api/getCalendarFare: the cheapest one-adult fare of each day of a month (YYYY-MM). */
export function useCalendarFare(origin: string, destination: string, month: string) {
  return useQuery({
    queryKey: flightKeys.calendar(origin, destination, month),
    queryFn: async () =>
      (
        await unwrap(
          http.post(
            FLIGHT_PATHS.calendarFare,
            { origin, destination, month, adultCount: 1 },
            { schema: calendarFareResponse },
          ),
        )
      ).data,
    enabled: origin !== '' && destination !== '' && origin !== destination && month !== '',
    placeholderData: keepPreviousData,
  });
}
