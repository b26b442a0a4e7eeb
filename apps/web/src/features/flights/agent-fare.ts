import { type CommissionTerms, commissionTermsOf } from '@app/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../../app/store';

/**
 * Whether this browser shows an agent's net fare and commission on the result cards. Agents hide
 * them while a customer looks at the screen; the choice outlives the page and the session (it is
 * no one's secret, only a habit of the desk), and is shown until hidden.
 */
export const AGENT_FARE_KEY = 'flightResults:agentFareHidden';

/** What the cards need to show an earner their side of a fare, and the toggle to hide it. */
export interface AgentFareView {
  terms: CommissionTerms;
  shown: boolean;
  setShown: (shown: boolean) => void;
}

function readHidden(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(AGENT_FARE_KEY) === '1';
  } catch {
    // Storage refused (private mode, a policy): shown, as for a first visit.
    return false;
  }
}

/**
 * The agent's view of the result cards, or undefined for a buyer who earns no commission (retail,
 * corporate, staff, visitors): they are never shown it, and get no toggle.
 */
export function useAgentFareView(storage: Storage = localStorage): AgentFareView | undefined {
  const user = useCurrentUser();
  const { earnsCommission, isTdsDeductable } = commissionTermsOf(
    user?.userType,
    user?.isTdsDeductable ?? false,
  );
  const [shown, setShownState] = useState(() => !readHidden(storage));
  const setShown = useCallback(
    (next: boolean) => {
      setShownState(next);
      try {
        if (next) storage.removeItem(AGENT_FARE_KEY);
        else storage.setItem(AGENT_FARE_KEY, '1');
      } catch {
        // Not remembered, still applied to this page.
      }
    },
    [storage],
  );
  return useMemo(
    () => (earnsCommission ? { terms: { earnsCommission, isTdsDeductable }, shown, setShown } : undefined),
    [earnsCommission, isTdsDeductable, shown, setShown],
  );
}
