import type { FareSummary } from '@app/contracts';
import { Divider, Stack } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { MoneyRow } from './MoneyRow';

/**
 * The fare summary of the booking (spec §3): our markup is the service fee, GST is charged on it.
 * A buyer who earns the supplier's commission pays the net of it (and of TDS on it, when deducted).
 */
export function ReviewFareCard({ summary }: { summary: FareSummary }) {
  const fare = summary.totalFare - summary.baggagePrice - summary.mealPrice - summary.txnFee;
  return (
    <SectionCard title="Fare summary">
      <Stack spacing={1} data-testid="fare-summary">
        <MoneyRow label="Fare" amount={fare} />
        {summary.baggagePrice > 0 && <MoneyRow label="Extra baggage" amount={summary.baggagePrice} />}
        {summary.mealPrice > 0 && <MoneyRow label="Meals" amount={summary.mealPrice} />}
        {summary.txnFee > 0 && <MoneyRow label="Transaction fee" amount={summary.txnFee} />}
        {summary.markup > 0 && (
          <>
            <MoneyRow label="Service fee" amount={summary.markup} />
            <MoneyRow label="GST on service fee" amount={summary.gstOnMarkup} />
          </>
        )}
        {summary.discount > 0 && <MoneyRow label="Discount" amount={summary.discount} minus />}
        <Divider />
        <MoneyRow label="Total payable" amount={summary.totalPayable} strong testId="total-payable" />
        {summary.commissionEarned > 0 && (
          <>
            <MoneyRow label="Commission earned" amount={summary.commissionEarned} minus />
            {summary.tds > 0 && <MoneyRow label="TDS on commission" amount={summary.tds} />}
            <Divider />
            <MoneyRow label="Net payable" amount={summary.totalPayableAmt} strong testId="net-payable" />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
