import { type FdBookingView, type FdDepartureInput, fdDepartureInput } from '@app/contracts';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { FixedDepartureRow } from './fixed-departures.schema';

/**
 * The import template's columns, in order: one departure a row, one flight each way (a departure
 * with connections is entered on its screen). Amounts are in rupees as people type them.
 */
const COLUMNS = [
  { key: 'tripType', header: 'Trip type (one way / round trip)', width: 16 },
  { key: 'airlineCode', header: 'Airline code', width: 10 },
  { key: 'outFlight', header: 'Flight number', width: 10 },
  { key: 'origin', header: 'From (airport code)', width: 10 },
  { key: 'destination', header: 'To (airport code)', width: 10 },
  { key: 'outDepart', header: 'Departs (YYYY-MM-DD HH:mm, local)', width: 22 },
  { key: 'outArrive', header: 'Arrives (YYYY-MM-DD HH:mm, local)', width: 22 },
  { key: 'backFlight', header: 'Return flight number', width: 12 },
  { key: 'backDepart', header: 'Return departs', width: 22 },
  { key: 'backArrive', header: 'Return arrives', width: 22 },
  { key: 'seatsTotal', header: 'Seats', width: 8 },
  { key: 'fareAdult', header: 'Adult net fare (₹)', width: 14 },
  { key: 'fareChild', header: 'Child net fare (₹)', width: 14 },
  { key: 'fareInfant', header: 'Infant net fare (₹)', width: 14 },
  { key: 'baggage', header: 'Baggage', width: 12 },
  { key: 'cabinBaggage', header: 'Cabin baggage', width: 12 },
  { key: 'blockPnr', header: 'Block PNR', width: 10 },
  { key: 'isRefundable', header: 'Refundable (yes / no)', width: 12 },
  { key: 'cancellationCharge', header: 'Cancellation charge per passenger (₹)', width: 16 },
  { key: 'cancellationPolicy', header: 'Cancellation policy', width: 40 },
  { key: 'nameListDeadline', header: 'Name list deadline (YYYY-MM-DD, blank: 7 days before)', width: 18 },
  { key: 'releaseDate', header: 'Release date (YYYY-MM-DD, blank: 3 days before)', width: 18 },
] as const;
type Key = (typeof COLUMNS)[number]['key'];

/** Which column a field of the departure input is read from, to name it in an error. */
const FIELD_COLUMN: Record<string, Key> = {
  tripType: 'tripType',
  seatsTotal: 'seatsTotal',
  fareAdult: 'fareAdult',
  fareChild: 'fareChild',
  fareInfant: 'fareInfant',
  baggage: 'baggage',
  cabinBaggage: 'cabinBaggage',
  blockPnr: 'blockPnr',
  isRefundable: 'isRefundable',
  cancellationCharge: 'cancellationCharge',
  cancellationPolicy: 'cancellationPolicy',
  nameListDeadline: 'nameListDeadline',
  releaseDate: 'releaseDate',
};
const LEG_COLUMN: Record<string, [Key, Key]> = {
  airlineCode: ['airlineCode', 'airlineCode'],
  flightNumber: ['outFlight', 'backFlight'],
  origin: ['origin', 'destination'],
  destination: ['destination', 'origin'],
  departAt: ['outDepart', 'backDepart'],
  arriveAt: ['outArrive', 'backArrive'],
};
const headerOf = (key: Key) => COLUMNS.find((c) => c.key === key)?.header ?? key;

/** The template staff fill in, with one example row. */
export async function fdTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Fixed departures', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ key, header, width }) => ({ key, header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    tripType: 'one way',
    airlineCode: '6E',
    outFlight: '1463',
    origin: 'DEL',
    destination: 'DXB',
    outDepart: '2027-01-15 09:40',
    outArrive: '2027-01-15 12:05',
    seatsTotal: 30,
    fareAdult: 14500,
    fareChild: 13500,
    fareInfant: 2500,
    baggage: '30 KG',
    cabinBaggage: '7 KG',
    blockPnr: 'Q7XK2M',
    isRefundable: 'yes',
    cancellationCharge: 3000,
    cancellationPolicy: '₹3,000 per passenger up to 7 days before departure',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell as text: dates as YYYY-MM-DD HH:mm (a sheet may hold real dates), numbers as written. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 16).replace('T', ' ');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return cellText(value.result as ExcelJS.CellValue);
  return String(value).trim();
}

const rupeesToPaise = (text: string) =>
  text === '' ? text : Math.round(Number(text.replace(/[,₹\s]/g, '')) * 100);
const localTime = (text: string) => text.replace(' ', 'T').slice(0, 16);

/** One sheet row as the save call's input. */
function inputOf(cells: Record<Key, string>): FdDepartureInput {
  const roundTrip = /round/i.test(cells.tripType);
  const leg = (flight: string, origin: string, destination: string, depart: string, arrive: string) => ({
    airlineCode: cells.airlineCode,
    flightNumber: flight,
    origin,
    destination,
    departAt: localTime(depart),
    arriveAt: localTime(arrive),
  });
  return {
    tripType: roundTrip ? 'roundTrip' : /one/i.test(cells.tripType) ? 'oneWay' : (cells.tripType as never),
    outbound: [leg(cells.outFlight, cells.origin, cells.destination, cells.outDepart, cells.outArrive)],
    inbound: roundTrip
      ? [leg(cells.backFlight, cells.destination, cells.origin, cells.backDepart, cells.backArrive)]
      : [],
    seatsTotal: cells.seatsTotal as never,
    fareAdult: rupeesToPaise(cells.fareAdult) as never,
    fareChild: rupeesToPaise(cells.fareChild) as never,
    fareInfant: rupeesToPaise(cells.fareInfant) as never,
    baggage: cells.baggage,
    cabinBaggage: cells.cabinBaggage,
    blockPnr: cells.blockPnr,
    isRefundable: /^(y|yes|true|1)$/i.test(cells.isRefundable),
    cancellationCharge: (rupeesToPaise(cells.cancellationCharge) || 0) as never,
    cancellationPolicy: cells.cancellationPolicy,
    nameListDeadline: cells.nameListDeadline || undefined,
    releaseDate: cells.releaseDate || undefined,
  };
}

export type SheetError = { row: number; field: string; message: string };

/**
 * Reads an uploaded template: each row checked as the save call checks a departure; the errors
 * name the row as the sheet shows it and the column. Rows left blank are skipped.
 */
export async function readFdSheet(
  file: Buffer,
): Promise<{ inputs: z.output<typeof fdDepartureInput>[]; errors: SheetError[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const inputs: z.output<typeof fdDepartureInput>[] = [];
  const errors: SheetError[] = [];
  sheet?.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(
      COLUMNS.map(({ key }, i) => [key, cellText(row.getCell(i + 1).value)]),
    ) as Record<Key, string>;
    if (Object.values(cells).every((v) => v === '')) return;
    const parsed = fdDepartureInput.safeParse(inputOf(cells));
    if (parsed.success) {
      inputs.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const [first, , field] = issue.path as (string | number)[];
      const legColumn = LEG_COLUMN[String(field)];
      const key =
        (first === 'outbound' || first === 'inbound') && legColumn
          ? legColumn[first === 'outbound' ? 0 : 1]
          : (FIELD_COLUMN[String(first)] ?? 'tripType');
      errors.push({ row: rowNumber, field: headerOf(key), message: issue.message });
    }
  });
  return { inputs, errors };
}

/**
 * The name list the airline wants: every confirmed passenger of the departure. Names booked after
 * its deadline follow the others, each marked "Late addition", under a line that says so
 * (decision 0060): the airline adds them to the list it already has, if it accepts them.
 */
export async function fdNameList(
  departure: FixedDepartureRow,
  passengers: {
    title: string;
    firstName: string;
    lastName: string;
    paxType: number;
    dateOfBirth?: string;
    passportNo?: string;
    lateAddition: boolean;
  }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(
    `${departure.origin}-${departure.destination} ${departure.departureDate}`.slice(0, 31),
  );
  sheet.addRow([
    `Name list · ${departure.airlineCode} ${departure.origin}-${departure.destination} · ${departure.departureDate} · PNR ${departure.blockPnr}`,
  ]).font = { bold: true };
  const late = passengers.filter((p) => p.lateAddition).length;
  sheet.addRow(
    late > 0
      ? [
          `Name-list deadline ${departure.nameListDeadline}: ${late === 1 ? '1 name was' : `${late} names were`} booked after it (late additions, for the airline to approve)`,
        ]
      : [],
  );
  const header = sheet.addRow([
    '#',
    'Title',
    'First name',
    'Last name',
    'Type',
    'Date of birth',
    'Passport',
    'Added',
  ]);
  header.font = { bold: true };
  for (const [i, p] of passengers.entries())
    sheet.addRow([
      i + 1,
      p.title,
      p.firstName,
      p.lastName,
      p.paxType === 1 ? 'ADT' : p.paxType === 2 ? 'CHD' : 'INF',
      p.dateOfBirth ?? '',
      p.passportNo ?? '',
      p.lateAddition ? 'Late addition' : '',
    ]);
  sheet.columns.forEach((column, i) => {
    column.width = [4, 8, 20, 20, 6, 14, 14, 14][i] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The FD booking queue as staff export it. */
export async function fdBookingsSheet(rows: FdBookingView[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Fixed departure bookings', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: 'Reference', key: 'reference', width: 16 },
    { header: 'Sector', key: 'sector', width: 10 },
    { header: 'Airline', key: 'airlineCode', width: 8 },
    { header: 'Departure', key: 'departureDate', width: 12 },
    { header: 'PNR', key: 'pnr', width: 10 },
    { header: 'Passengers', key: 'names', width: 40 },
    { header: 'Seats', key: 'seats', width: 7 },
    { header: 'Amount', key: 'amount', width: 12, style: { numFmt: '#,##0.00' } },
    { header: 'Status', key: 'status', width: 11 },
    { header: 'Name list', key: 'nameList', width: 14 },
    { header: 'Booked by', key: 'bookedBy', width: 28 },
    { header: 'Booked at', key: 'createdAt', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow({
      ...r,
      names: r.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`).join(', '),
      amount: r.amount / 100,
      nameList: r.lateAddition ? 'Late addition' : '',
      createdAt: r.createdAt.slice(0, 16).replace('T', ' '),
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
