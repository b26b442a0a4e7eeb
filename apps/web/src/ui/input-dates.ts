/**
 * Dates as people type them, shown dd/MM/yyyy (spec §9), and as they travel to the API, YYYY-MM-DD:
 * plain text work, without dayjs, so the search page's stand-in form needs no date library. Every
 * date field reads what was typed with parseInputDate and types its separators with typingDate
 * (decision 0061).
 */
export const INPUT_DATE_HINT = 'dd/mm/yyyy';
export const BAD_DATE = 'Use the date format dd/MM/yyyy';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Day, month and year apart: '/', '-', '.' or spaces between (01/12/2026, 1-12-2026, 01.12.2026, 01 12 2026). */
const SEPARATED = /^(\d{1,2})[\s/.-]+(\d{1,2})[\s/.-]+(\d{4})$/;
/** Digits alone, ddMMyyyy (01122026). */
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * What was typed → 'YYYY-MM-DD', or null for anything else or no such day (31/02/2026). Day first,
 * as the site shows dates; years have four digits (a two-digit year is refused: 01/12/26 could be a
 * birth in 1926 or a passport valid to 2026, and no single rule reads both).
 */
export function parseInputDate(input: string): string | null {
  const text = input.trim();
  const match = SEPARATED.exec(text) ?? DIGITS.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** 'YYYY-MM-DD…' → 'dd/MM/yyyy'. */
export function toInputDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

/** Digits laid out as dd/MM/yyyy so far: '011' → '01/1', '01122026' → '01/12/2026'. */
const slashed = (digits: string) =>
  [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');

/**
 * A date field's text after a keystroke: digits typed on their own get their slashes as they go
 * (0 → 01 → 01/1 → 01/12 → 01/12/2 … 01/12/2026), so a person can type 01122026. Only text made of
 * digits and slashes where this puts them is laid out again (a slash typed after the day or the
 * month is kept), so deleting stays deleting; anything else (1/12/2026, 01-12-2026, an edit
 * inside the date) is left exactly as typed for parseInputDate to read.
 */
export function typingDate(text: string): string {
  if (!/^[\d/]*$/.test(text)) return text;
  const groups = text.split('/');
  if (groups.slice(0, -1).some((g) => g.length !== 2)) return text;
  const digits = groups.join('');
  if (digits.length > 8) return text;
  const laid = slashed(digits);
  const slashTyped = text.endsWith('/') && (digits.length === 2 || digits.length === 4);
  return slashTyped ? `${laid}/` : laid;
}

/** What a field shows once left: a readable date as dd/MM/yyyy ('1-2-2027' → '01/02/2027'), else as typed. */
export const tidyInputDate = (text: string): string => {
  const iso = parseInputDate(text);
  return iso ? toInputDate(iso) : text;
};
