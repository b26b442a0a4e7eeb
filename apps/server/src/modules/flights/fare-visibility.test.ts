import { describe, expect, it } from 'vitest';
import { isFareShown, shownFares } from './fare-visibility';

const flight = (airlineCode: string, operatingCarrier = airlineCode) =>
  ({ airlineCode, operatingCarrier }) as never;
const fare = (airlineCode: string, isRefundable: boolean, flights = [flight(airlineCode)]) =>
  ({ airlineCode, isRefundable, segments: [flights] }) as never;
const OPEN = { refundableOnly: false, hiddenAirlines: [] };

describe('fare visibility', () => {
  it('shows every fare when nothing is hidden', () => {
    expect(isFareShown(fare('AI', false), OPEN)).toBe(true);
  });

  it('hides non-refundable fares on a refundable-only site', () => {
    const rules = { ...OPEN, refundableOnly: true };
    expect(isFareShown(fare('AI', false), rules)).toBe(false);
    expect(isFareShown(fare('AI', true), rules)).toBe(true);
  });

  it('hides a hidden airline whether it sells the fare, flies a flight or operates a codeshare', () => {
    const rules = { ...OPEN, hiddenAirlines: ['6E'] };
    expect(isFareShown(fare('6E', true), rules)).toBe(false);
    expect(isFareShown(fare('AI', true, [flight('AI'), flight('6E')]), rules)).toBe(false);
    expect(isFareShown(fare('AI', true, [flight('AI', '6E')]), rules)).toBe(false);
    expect(isFareShown(fare('AI', true), rules)).toBe(true);
  });

  it('filters each list of a return on its own', () => {
    const lists = [[fare('AI', true), fare('6E', true)], [fare('6E', true)]];
    expect(shownFares(lists, { ...OPEN, hiddenAirlines: ['6E'] })).toEqual([[fare('AI', true)], []]);
  });
});
