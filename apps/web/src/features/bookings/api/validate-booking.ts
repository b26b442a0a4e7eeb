import { type ValidateBookingRequest, validateBookingCall } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

/** POST api/validateBooking: field errors come back as passengers.N.field, the form's own names. */
export function useValidateBooking() {
  return useMutation({
    mutationFn: async (request: ValidateBookingRequest) =>
      (await unwrap(http.call(validateBookingCall, request))).data,
  });
}
