import { ORDER_MSG, type PassengerInput, type PaymentMethod } from '@app/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiFailure } from '../../api/api-failure';
import { HttpError } from '../../api/http';
import { notify } from '../../ui/notify';
import { useOrderSuccessCallback } from '../bookings/api/orders';
import { retryState } from '../payments/after-payment';
import { useCreatePayment } from '../payments/api/payments';
import { leaveForGateway } from '../payments/payment-state';
import { useFdCreateOrder } from './api/departures';
import { FD_LIST_PATH, fdOrderPath } from './fd-paths';

export type FdPayStage = 'idle' | 'ordering' | 'paying' | 'redirecting';

/** What the booking page keeps in its router state: the passengers, so a way back loses nothing. */
export interface FdBookingState {
  passengers: PassengerInput[];
}

export function readFdBookingState(state: unknown): FdBookingState | null {
  const passengers = (state as Partial<FdBookingState> | null)?.passengers;
  return Array.isArray(passengers) && passengers.length > 0 ? { passengers } : null;
}

type Order = { orderId: string; expiryTime: string; isPayingOnline: boolean; amount: number };

/**
 * Booking a fixed departure the way a flight is paid (decision 0035): createOrder reserves the
 * seats, then the wallet settles it here (api/payments/orderSuccessCallback) or the gateway's page
 * takes the money. Every outcome opens the order's own page. An order still valid for the same
 * passengers and method is reused, so a retry does not reserve the seats twice.
 */
export function useFdPay(departureId: string, bookingPath: string) {
  const navigate = useNavigate();
  const createOrder = useFdCreateOrder();
  const orderSuccess = useOrderSuccessCallback();
  const createPayment = useCreatePayment();
  const [stage, setStage] = useState<FdPayStage>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [held, setHeld] = useState<{ order: Order; choice: string } | null>(null);

  async function pay(
    passengers: PassengerInput[],
    paymentMethod: PaymentMethod,
    onFieldErrors: (error: ApiFailure) => void,
  ) {
    setProblem(null);
    const choice = JSON.stringify([paymentMethod, passengers]);
    const back = retryState(bookingPath, { passengers } satisfies FdBookingState);
    try {
      setStage('ordering');
      const order =
        held && held.choice === choice && Date.parse(held.order.expiryTime) > Date.now()
          ? held.order
          : await createOrder.mutateAsync({ departureId, passengers, paymentMethod });
      setHeld({ order, choice });
      if (order.isPayingOnline) {
        setStage('redirecting');
        leaveForGateway(await createPayment.mutateAsync({ orderId: order.orderId }), {
          redirectTo: bookingPath,
          review: { passengers },
          orderPage: fdOrderPath(order.orderId),
        });
        return;
      }
      setStage('paying');
      const outcome = await orderSuccess.mutateAsync({ orderId: order.orderId });
      setHeld(null);
      if (outcome.status === 'completed') notify.success(ORDER_MSG.paymentSuccessful);
      navigate(fdOrderPath(order.orderId), { state: { outcome, ...back }, replace: true });
    } catch (error) {
      setStage('idle');
      if (error instanceof HttpError && error.kind === 'unauthorized') {
        navigate(FD_LIST_PATH, { replace: true });
        return;
      }
      // Field messages go under their fields too; the answer itself (sold out, too few seats, which
      // passenger is wrong) is said on the page, plainly.
      if (error instanceof ApiFailure) onFieldErrors(error);
      setProblem(error instanceof Error && error.message ? error.message : ORDER_MSG.paymentUnsuccessful);
    }
  }

  return { pay, stage, problem, order: held?.order ?? null };
}
