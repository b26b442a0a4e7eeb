import { decode } from 'bcbp';
import { describe, expect, it } from 'vitest';
import { segmentFor } from '../../seed/booking-factories';
import { boardingPassFor } from './booking-details.service';

/**
 * The e-ticket's PDF417 barcode carries this text; airport scanners read it as IATA BCBP
 * (Resolution 792). An independent BCBP decoder from npm must read back every field we meant.
 */
describe('the e-ticket boarding barcode decodes as IATA BCBP', () => {
  it('reads back name, PNR, airports, carrier, flight, date, cabin, sequence and status', () => {
    const segment = { ...segmentFor('DEL', 'BOM', '2026-11-28', '6E'), flightNumber: '213' };
    const text = boardingPassFor({ firstName: 'Riya', lastName: 'Sharma' }, segment, 'Q7P2LM', 1);
    const { meta, data } = decode(text, 2026);
    expect(meta).toMatchObject({ formatCode: 'M', numberOfLegs: 1, electronicTicketIndicator: 'E' });
    expect(data?.passengerName).toBe('SHARMA/RIYA');
    expect(data?.legs).toHaveLength(1);
    expect(data?.legs?.[0]).toMatchObject({
      operatingCarrierPNR: 'Q7P2LM',
      departureAirport: 'DEL',
      arrivalAirport: 'BOM',
      operatingCarrierDesignator: '6E',
      flightNumber: '0213',
      compartmentCode: 'Y',
      checkInSequenceNumber: '0002',
      passengerStatus: '0',
    });
    expect(data?.legs?.[0]?.flightDate?.toISOString().slice(0, 10)).toBe('2026-11-28');
  });

  it('names the operating carrier and its own PNR on a codeshare, and long names truncated', () => {
    const segment = {
      ...segmentFor('BOM', 'DXB', '2027-01-03', 'AI'),
      operatingCarrier: 'EK',
      airlinePnr: 'EKX9Z2',
      flightNumber: '501',
    };
    const text = boardingPassFor(
      { firstName: 'Venkata Lakshmi', lastName: 'Subramanian-Iyer' },
      segment,
      'BOOKPN',
      0,
    );
    const { data } = decode(text, 2027);
    expect(data?.passengerName).toBe('SUBRAMANIANIYER/VENK');
    expect(data?.legs?.[0]).toMatchObject({
      operatingCarrierPNR: 'EKX9Z2',
      departureAirport: 'BOM',
      arrivalAirport: 'DXB',
      operatingCarrierDesignator: 'EK',
      flightNumber: '0501',
      checkInSequenceNumber: '0001',
    });
    expect(data?.legs?.[0]?.flightDate?.toISOString().slice(0, 10)).toBe('2027-01-03');
  });
});
