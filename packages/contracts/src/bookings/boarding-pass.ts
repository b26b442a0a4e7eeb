/**
 * The text of a ticket's PDF417 barcode (spec §9: a generated barcode is used when the supplier
 * sends none): IATA Bar Coded Boarding Pass (BCBP, Resolution 792), format 'M', one leg, the
 * mandatory items only — 60 characters, no conditional or airline-use data:
 *
 *  pos  len  item
 *    0    1  format code 'M'
 *    1    1  number of legs encoded '1'
 *    2   20  passenger name SURNAME/GIVEN, space-padded
 *   22    1  electronic ticket indicator 'E'
 *   23    7  operating carrier PNR, left-justified
 *   30    3  from airport
 *   33    3  to airport
 *   36    3  operating carrier designator, left-justified
 *   39    5  flight number: 4 digits + operational suffix letter or space
 *   44    3  date of flight, day of the year
 *   47    1  compartment code
 *   48    4  seat: 3 digits + letter, spaces when not assigned
 *   52    5  check-in sequence: 4 digits + suffix letter or space
 *   57    1  passenger status
 *   58    2  size of the variable data that follows, hex: '00'
 *
 * Invalid input throws a RangeError naming the field: the caller holds the booking data, and a
 * barcode quietly carrying wrong data is worse than none.
 */

export const BOARDING_PASS_LENGTH = 60;
export const BARCODE_NAME_LENGTH = 20;
/** Passenger status '0': ticket issued, passenger not checked in (what an e-ticket is). */
export const PAX_STATUS_NOT_CHECKED_IN = '0';

/** Letters NFKD does not take apart into a base letter and a mark. */
const LETTER_SPELLINGS: Record<string, string> = {
  ß: 'SS',
  Æ: 'AE',
  Ø: 'O',
  Œ: 'OE',
  Ł: 'L',
  Đ: 'D',
  Ð: 'D',
  Þ: 'TH',
  ẞ: 'SS',
};

/** Upper-case A-Z and single spaces; accents dropped, hyphens and apostrophes removed as airlines do. */
function nameElement(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[ßÆØŒŁĐÐÞẞ]/g, (ch) => LETTER_SPELLINGS[ch] ?? '')
    .replace(/[-'’]/g, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}

/**
 * Spec §5: last name and first name joined by a slash, upper-case, truncated or padded to 20.
 * 'Riya', 'Sharma' → 'SHARMA/RIYA' + 9 spaces. A passenger with one name keeps it as the last
 * name and the slash ('SHARMA/'), whichever field it was typed in.
 */
export function barcodeName(firstName: string, lastName: string): string {
  const first = nameElement(firstName);
  const last = nameElement(lastName);
  if (!first && !last) throw new RangeError('Barcode name needs a first or last name');
  const joined = last ? `${last}/${first}` : `${first}/`;
  return joined.slice(0, BARCODE_NAME_LENGTH).padEnd(BARCODE_NAME_LENGTH, ' ');
}

/**
 * Spec §5: the flight number padded to 4 digits, '123' → '0123'. An operational suffix letter is
 * kept ('123A' → '0123A'); the BCBP field is then 5 wide, which `boardingPassText` fills with a
 * space when there is no suffix.
 */
export function padFlightNumber(flightNumber: string): string {
  const match = /^(\d{1,4})([A-Z]?)$/.exec(flightNumber.trim().toUpperCase());
  if (!match)
    throw new RangeError(`Flight number must be 1 to 4 digits and an optional letter: ${flightNumber}`);
  const [, digits = '', suffix = ''] = match;
  return `${digits.padStart(4, '0')}${suffix}`;
}

/** Spec §5: the day of the year of a YYYY-MM-DD date to 3 digits, '2026-11-28' → '332'. */
export function dayOfYear(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [, y = '', m = '', d = ''] = match ?? [];
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const back = new Date(time);
  // Date.UTC rolls 2026-02-30 over to March; a date that does not read back is not a date.
  if (!match || back.getUTCMonth() !== Number(m) - 1 || back.getUTCDate() !== Number(d)) {
    throw new RangeError(`Date must be a real date as YYYY-MM-DD: ${date}`);
  }
  const day = Math.round((time - Date.UTC(Number(y), 0, 1)) / 86_400_000) + 1;
  return String(day).padStart(3, '0');
}

/** Seat '12A' → '012A'; '' (not assigned) → four spaces. */
function seatField(seat: string): string {
  const value = seat.trim().toUpperCase();
  if (value === '') return '    ';
  const match = /^(\d{1,3})([A-Z])$/.exec(value);
  if (!match) throw new RangeError(`Seat must be a row of up to 3 digits and a letter: ${seat}`);
  return `${(match[1] ?? '').padStart(3, '0')}${match[2]}`;
}

function field(value: string, pattern: RegExp, label: string): string {
  const v = value.trim().toUpperCase();
  if (!pattern.test(v)) throw new RangeError(`${label} is not valid: ${value}`);
  return v;
}

export interface BoardingPassInput {
  firstName: string;
  lastName: string;
  /** the operating carrier's PNR (airlinePnr), up to 7 characters */
  pnr: string;
  origin: string;
  destination: string;
  /** operating carrier designator, 2 or 3 characters ('6E', 'AI') */
  carrier: string;
  flightNumber: string;
  /** date of the flight, YYYY-MM-DD, local to the origin */
  date: string;
  /** compartment (cabin booking class), one letter: 'Y' */
  compartment: string;
  /** '012A', '12A', or '' when no seat is assigned */
  seat: string;
  /** check-in sequence number, 0 to 9999 */
  sequence: number;
  /** passenger status, one character; defaults to '0' (ticket issued, not checked in) */
  paxStatus?: string;
}

/** The 60-character BCBP 'M1' text for one passenger on one flight. */
export function boardingPassText(input: BoardingPassInput): string {
  if (!Number.isInteger(input.sequence) || input.sequence < 0 || input.sequence > 9999) {
    throw new RangeError(`Check-in sequence must be a whole number from 0 to 9999: ${input.sequence}`);
  }
  const text = [
    'M1',
    barcodeName(input.firstName, input.lastName),
    'E',
    field(input.pnr, /^[A-Z0-9]{1,7}$/, 'PNR').padEnd(7, ' '),
    field(input.origin, /^[A-Z]{3}$/, 'Origin airport'),
    field(input.destination, /^[A-Z]{3}$/, 'Destination airport'),
    field(input.carrier, /^[A-Z0-9]{2,3}$/, 'Carrier').padEnd(3, ' '),
    padFlightNumber(input.flightNumber).padEnd(5, ' '),
    dayOfYear(input.date),
    field(input.compartment, /^[A-Z]$/, 'Compartment'),
    seatField(input.seat),
    `${String(input.sequence).padStart(4, '0')} `,
    field(input.paxStatus ?? PAX_STATUS_NOT_CHECKED_IN, /^[0-9A-Z]$/, 'Passenger status'),
    '00',
  ].join('');
  // Every part above is fixed-width; this guards the layout against a future edit.
  if (text.length !== BOARDING_PASS_LENGTH) throw new Error(`Boarding pass text is ${text.length} long`);
  return text;
}
