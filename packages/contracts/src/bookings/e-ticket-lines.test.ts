import { describe, expect, it } from 'vitest';
import { fareConditionLines } from './e-ticket-lines';

describe('fareConditionLines', () => {
  it('says a non-refundable domestic fare keeps only taxes, with the airline’s remark and an ID', () => {
    expect(
      fareConditionLines({
        isRefundable: false,
        airlineRemark: 'Saver fare. Non-refundable.',
        isDomestic: true,
      }),
    ).toEqual([
      'Non-refundable: on cancellation only statutory taxes and airport fees are refunded.',
      'Date changes as the fare rules allow, for a fee plus any difference in fare.',
      'Airline: Saver fare. Non-refundable.',
      'Carry a government photo ID; be at the airport 2 hours before departure.',
    ]);
  });

  it('says a refundable fare abroad refunds less the fee, and asks for the passport', () => {
    const lines = fareConditionLines({ isRefundable: true, airlineRemark: ' ', isDomestic: false });
    expect(lines[0]).toBe('Refundable: the cancellation fee of the fare rules is taken off the refund.');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('passport');
  });
});
