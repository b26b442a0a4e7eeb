import { FD_MSG, type FdStaffDepartureView, OWN_MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  type DepartureForm,
  departureResolver,
  departureToForm,
  emptyDepartureForm,
  formToInput,
  toPaise,
} from './departure-form';

const leg = (over: Partial<DepartureForm['outbound'][number]> = {}) => ({
  airlineCode: '6e',
  flightNumber: '1463',
  origin: 'del',
  destination: 'dxb',
  departAt: '2027-03-01T09:40',
  arriveAt: '2027-03-01T12:05',
  ...over,
});

const filled = (over: Partial<DepartureForm> = {}): DepartureForm => ({
  ...emptyDepartureForm(),
  outbound: [leg()],
  seatsTotal: 30,
  fareAdult: '14,500',
  fareChild: '13500.50',
  fareInfant: '2500',
  baggage: '30 KG',
  cabinBaggage: '7 KG',
  blockPnr: 'q7xk2m',
  cancellationCharge: '3000',
  cancellationPolicy: '₹3,000 per passenger',
  ...over,
});

const resolve = (form: DepartureForm) =>
  departureResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the departure form', () => {
  it('reads rupees as paise, with grouping and at most two decimals', () => {
    expect(toPaise('14,500')).toBe(1_450_000);
    expect(toPaise('1200.5')).toBe(120_050);
    expect(toPaise(' 0 ')).toBe(0);
    expect(toPaise('12.345')).toBeNull();
    expect(toPaise('abc')).toBeNull();
    expect(toPaise('')).toBeNull();
  });

  it('sends the call its input: fares in paise, no return flights one way, the charge only when refundable', () => {
    const made = formToInput(filled({ inbound: [leg()] }));
    expect(made).toEqual({
      input: expect.objectContaining({
        tripType: 'oneWay',
        inbound: [],
        seatsTotal: '30',
        fareAdult: 1_450_000,
        fareChild: 1_350_050,
        fareInfant: 250_000,
        cancellationCharge: 300_000,
      }),
    });
    const nonRefundable = formToInput(filled({ isRefundable: false }));
    expect('input' in nonRefundable && nonRefundable.input.cancellationCharge).toBe(0);
    // Empty deadlines are left to the server's defaults (D-7, D-3).
    expect('input' in made && 'nameListDeadline' in made.input).toBe(false);
  });

  it('puts the call’s own rules under the fields they are about', async () => {
    expect((await resolve(filled())).errors).toEqual({});
    const wrong = await resolve(
      filled({ fareAdult: 'lots', outbound: [leg({ departAt: '' })], seatsTotal: '' }),
    );
    expect(wrong.errors.fareAdult?.message).toBe(OWN_MSG.notANumber);
    const rules = await resolve(
      filled({
        outbound: [leg({ departAt: '' })],
        seatsTotal: '',
        nameListDeadline: '2027-02-28',
        releaseDate: '2027-02-20',
      }),
    );
    expect(rules.errors.outbound?.[0]?.departAt?.message).toBeTruthy();
    expect(rules.errors.seatsTotal?.message).toBeTruthy();
    const order = await resolve(filled({ nameListDeadline: '2027-02-28', releaseDate: '2027-02-20' }));
    expect(order.errors.releaseDate?.message).toBe(FD_MSG.deadlinesOrder);
  });

  it('edits a departure as it was saved: net fares back in rupees', () => {
    const view = {
      id: 'd1',
      tripType: 'oneWay',
      outbound: [leg()],
      inbound: [],
      seatsTotal: 30,
      netFares: { adult: 1_450_000, child: 1_350_050, infant: 250_000 },
      baggage: '30 KG',
      cabinBaggage: '7 KG',
      blockPnr: 'Q7XK2M',
      isRefundable: true,
      cancellationCharge: 300_000,
      cancellationPolicy: 'p',
      nameListDeadline: '2027-02-22',
      releaseDate: '2027-02-26',
    } as unknown as FdStaffDepartureView;
    expect(departureToForm(view)).toMatchObject({
      id: 'd1',
      seatsTotal: '30',
      fareAdult: '14500',
      fareChild: '13500.5',
      cancellationCharge: '3000',
      releaseDate: '2027-02-26',
    });
  });
});
