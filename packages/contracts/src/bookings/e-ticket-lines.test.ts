import { describe, expect, it } from 'vitest';
import { cancelledLine, fareConditionLines, segmentsCancelledForAll } from './e-ticket-lines';

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

describe('cancelled flights on the e-ticket (decision 0058)', () => {
  const segments = [
    { originAirportCode: 'DEL', destinationAirportCode: 'BOM' },
    { originAirportCode: 'BOM', destinationAirportCode: 'DEL' },
  ];

  it("names a traveller's cancelled flights, the whole ticket when all are", () => {
    expect(cancelledLine(segments, { cancelledSegments: [] })).toBeNull();
    expect(cancelledLine(segments, { cancelledSegments: [1] })).toBe('Cancelled: BOM–DEL');
    expect(cancelledLine(segments, { cancelledSegments: [0, 1] })).toBe('Ticket cancelled');
  });

  it('marks a flight cancelled only when it is cancelled for every traveller', () => {
    const ticket = (cancelled: number[][]) => ({
      segments,
      passengers: cancelled.map((cancelledSegments) => ({ cancelledSegments })),
    });
    expect([...segmentsCancelledForAll(ticket([[1], [1]]))]).toEqual([1]);
    expect([...segmentsCancelledForAll(ticket([[1], []]))]).toEqual([]);
    expect([...segmentsCancelledForAll(ticket([]))]).toEqual([]);
  });
});
