import { ORDER_MSG, type OrderOutcome, type PaymentMethod, type PaymentOrder } from '@app/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '../../api/http';
import { notify } from '../../ui/notify';
import { nextStepAfter, orderPath, retryState, UNSETTLED } from '../payments/after-payment';
import { useCreatePayment } from '../payments/api/payments';
import { leaveForGateway } from '../payments/payment-state';
import { useOrderSuccessCallback, useSetFlightDetails } from './api/orders';
import type { ReviewState } from './review-state';

export type PayStage = 'idle' | 'ordering' | 'booking' | 'redirecting';
export interface PayNotice {
  severity: 'error' | 'info';
  message: string;
}

interface HeldOrder {
  order: PaymentOrder;
  /** the choices it was made with: a different choice needs a new order */
  choice: string;
}

const stillValid = (order: PaymentOrder) => Date.parse(order.expiryTime) > Date.now();

/**
 * The Pay button's flow (spec §4): make the order, then settle it here (wallet, hold) or hand the
 * user to the gateway. An order still valid for the same choice is reused, so a retry after a
 * failed step does not book twice.
 */
export function usePay(review: ReviewState, reviewPath: string) {
  const navigate = useNavigate();
  const setFlightDetails = useSetFlightDetails();
  const orderSuccess = useOrderSuccessCallback();
  const createPayment = useCreatePayment();
  const [held, setHeld] = useState<HeldOrder | null>(null);
  const [stage, setStage] = useState<PayStage>('idle');
  const [notice, setNotice] = useState<PayNotice | null>(null);

  const settled = (outcome: OrderOutcome) => {
    if (outcome.status === 'completed') {
      notify.success(ORDER_MSG.paymentSuccessful);
      const next = nextStepAfter(outcome);
      navigate(next.to, { state: next.state, replace: true });
      return;
    }
    // The order is spent either way; paying again needs a fresh one.
    setHeld(null);
    if (UNSETTLED.includes(outcome.status)) setNotice({ severity: 'info', message: outcome.message });
    else if (outcome.status === 'expired') setNotice({ severity: 'error', message: ORDER_MSG.orderExpired });
    // Held (nothing charged) or failed: the order's own page says what happened and where the money is.
    else navigate(orderPath(outcome.orderId), { state: retryState(reviewPath, review) });
  };

  async function pay(paymentMethod: PaymentMethod, holdBooking: boolean) {
    setNotice(null);
    const choice = `${paymentMethod}:${holdBooking}`;
    try {
      setStage('ordering');
      const { totalPayable: _shown, ...request } = review;
      const order =
        held && held.choice === choice && stillValid(held.order)
          ? held.order
          : await setFlightDetails.mutateAsync({ ...request, paymentMethod, holdBooking });
      setHeld({ order, choice });
      if (order.isPayingOnline) {
        setStage('redirecting');
        leaveForGateway(await createPayment.mutateAsync({ orderId: order.orderId }), {
          redirectTo: reviewPath,
          review,
        });
        return;
      }
      setStage('booking');
      settled(await orderSuccess.mutateAsync({ orderId: order.orderId }));
      setStage('idle');
    } catch (error) {
      setStage('idle');
      // Spec §8: in the booking flow a lost session restarts from the flight search.
      if (error instanceof HttpError && error.kind === 'unauthorized') {
        navigate('/flight/search', { replace: true });
        return;
      }
      const message = error instanceof Error && error.message ? error.message : ORDER_MSG.paymentUnsuccessful;
      setNotice({ severity: 'error', message });
    }
  }

  return { pay, stage, notice, order: held?.order ?? null };
}
