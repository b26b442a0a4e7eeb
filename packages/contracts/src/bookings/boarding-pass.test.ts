import { describe, expect, it } from 'vitest';
import {
  BOARDING_PASS_LENGTH,
  type BoardingPassInput,
  barcodeName,
  boardingPassText,
  dayOfYear,
  padFlightNumber,
} from './boarding-pass';

describe('barcodeName (spec §5)', () => {
  it('joins last and first name with a slash, upper-case, padded to 20', () => {
    expect(barcodeName('Riya', 'Sharma')).toBe('SHARMA/RIYA         ');
    expect(barcodeName('Riya', 'Sharma')).toHaveLength(20);
  });

  it('truncates to 20', () => {
    expect(barcodeName('Venkata Lakshmi', 'Subramaniam')).toBe('SUBRAMANIAM/VENKATA ');
    expect(barcodeName('Anantharaman', 'Chandrasekharan')).toBe('CHANDRASEKHARAN/ANAN');
  });

  it('drops accents and keeps A-Z and single spaces', () => {
    expect(barcodeName('José', 'Müller')).toBe('MULLER/JOSE'.padEnd(20));
    expect(barcodeName('Zoë  Anne', "O'Brien-Smith")).toBe('OBRIENSMITH/ZOE ANNE');
    expect(barcodeName('Søren', 'Straße')).toBe('STRASSE/SOREN'.padEnd(20));
    expect(barcodeName(' riya. ', ' de la cruz ')).toBe('DE LA CRUZ/RIYA'.padEnd(20));
  });

  it('keeps a single name as the last name', () => {
    expect(barcodeName('', 'Sharma')).toBe('SHARMA/'.padEnd(20));
    expect(barcodeName('Riya', '  ')).toBe('RIYA/'.padEnd(20));
    expect(() => barcodeName('', '')).toThrow(RangeError);
  });
});

describe('padFlightNumber (spec §5)', () => {
  it('pads to 4 digits', () => {
    expect(padFlightNumber('123')).toBe('0123');
    expect(padFlightNumber('5')).toBe('0005');
    expect(padFlightNumber('2301')).toBe('2301');
    expect(padFlightNumber(' 834 ')).toBe('0834');
  });

  it('keeps an operational suffix letter', () => {
    expect(padFlightNumber('123A')).toBe('0123A');
    expect(padFlightNumber('45d')).toBe('0045D');
  });

  it.each(['', '12345', '6E123', 'AB', '12-3'])('refuses %j', (value) => {
    expect(() => padFlightNumber(value)).toThrow(RangeError);
  });
});

describe('dayOfYear (spec §5)', () => {
  it.each([
    ['2026-01-01', '001'],
    ['2026-02-10', '041'],
    ['2026-11-28', '332'],
    ['2026-12-31', '365'],
    ['2028-12-31', '366'],
    ['2028-03-01', '061'],
  ])('%s → %s', (date, expected) => {
    expect(dayOfYear(date)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-13-01', '26-11-28', '2026-11-28T10:00:00', ''])('refuses %j', (date) => {
    expect(() => dayOfYear(date)).toThrow(RangeError);
  });
});

describe('boardingPassText (IATA BCBP M1 mandatory items)', () => {
  // IATA's own Resolution 792 example: Luc Desmarais, AC 834 YUL-FRA on day 326, seat 1A.
  const iata: BoardingPassInput = {
    firstName: 'Luc',
    lastName: 'Desmarais',
    pnr: 'ABC123',
    origin: 'YUL',
    destination: 'FRA',
    carrier: 'AC',
    flightNumber: '834',
    date: '2026-11-22',
    compartment: 'J',
    seat: '1A',
    sequence: 25,
    paxStatus: '1',
  };

  it("matches IATA's example byte for byte", () => {
    expect(boardingPassText(iata)).toBe('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100');
  });

  it('puts each field at its position', () => {
    const text = boardingPassText({
      firstName: 'Riya',
      lastName: 'Sharma',
      pnr: 'Q7P2LM',
      origin: 'del',
      destination: 'BOM',
      carrier: '6E',
      flightNumber: '2131',
      date: '2026-11-28',
      compartment: 'Y',
      seat: '012A',
      sequence: 7,
    });
    expect(text).toHaveLength(BOARDING_PASS_LENGTH);
    const at = (start: number, length: number) => text.slice(start, start + length);
    expect(at(0, 1)).toBe('M');
    expect(at(1, 1)).toBe('1');
    expect(at(2, 20)).toBe('SHARMA/RIYA         ');
    expect(at(22, 1)).toBe('E');
    expect(at(23, 7)).toBe('Q7P2LM ');
    expect(at(30, 3)).toBe('DEL');
    expect(at(33, 3)).toBe('BOM');
    expect(at(36, 3)).toBe('6E ');
    expect(at(39, 5)).toBe('2131 ');
    expect(at(44, 3)).toBe('332');
    expect(at(47, 1)).toBe('Y');
    expect(at(48, 4)).toBe('012A');
    expect(at(52, 5)).toBe('0007 ');
    expect(at(57, 1)).toBe('0');
    expect(at(58, 2)).toBe('00');
  });

  it('leaves an unassigned seat blank and keeps a flight suffix', () => {
    const text = boardingPassText({ ...iata, seat: '', flightNumber: '834A' });
    expect(text.slice(48, 52)).toBe('    ');
    expect(text.slice(39, 44)).toBe('0834A');
    expect(text).toHaveLength(60);
  });

  it.each([
    [{ pnr: 'ABCDEFGH' }, 'PNR'],
    [{ pnr: '' }, 'PNR'],
    [{ origin: 'DE' }, 'Origin'],
    [{ destination: 'B0M' }, 'Destination'],
    [{ carrier: 'A' }, 'Carrier'],
    [{ compartment: 'YY' }, 'Compartment'],
    [{ seat: '12' }, 'Seat'],
    [{ sequence: 10000 }, 'sequence'],
    [{ sequence: 1.5 }, 'sequence'],
    [{ paxStatus: '' }, 'Passenger status'],
    [{ date: '2026-02-29' }, 'Date'],
    [{ flightNumber: '12345' }, 'Flight number'],
  ])('refuses %j', (change, message) => {
    expect(() => boardingPassText({ ...iata, ...change })).toThrow(message);
  });
});
