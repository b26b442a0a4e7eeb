import type { FareQuote } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../flights/test-fixtures';
import { reviewFareSummary } from './review-state';

const quote = (over: Parameters<typeof makeResult>[0]): FareQuote => {
  const fare = makeResult(over);
  return { fare, isPriceChanged: false, isTimeChanged: false, shownPrice: fare.publishedPrice };
};

describe('reviewFareSummary', () => {
  it('takes the discount the fare was priced with off the total, with GST on the whole markup', () => {
    const discounted = quote({
      publishedFare: 500_000,
      markup: { ruleId: 'm', amount: 50_000 },
      discount: { ruleId: 'd', amount: 25_000 },
      // as the server prices it: fare + service fee + GST on it − discount
      publishedPrice: 534_000,
    });
    const summary = reviewFareSummary([discounted], [], []);
    expect(summary).toMatchObject({ markup: 50_000, gstOnMarkup: 9_000, discount: 25_000 });
    // The review asks for exactly the price the result card showed.
    expect(summary.totalPayable).toBe(discounted.fare.publishedPrice);
  });

  it('reads a fare priced without a discount as none', () => {
    expect(reviewFareSummary([quote({})], [], []).discount).toBe(0);
  });
});
