import { z } from 'zod';
import { isIsoDate } from '../bookings-passengers/dates';

export const FILTER_MSG = {
  page: 'Page must be a whole number from 1',
  date: 'Use the date format YYYY-MM-DD',
  dateOrder: 'The end date must be on or after the start date',
} as const;

/** Blank and null mean "not given": filter forms send '' for an empty box. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A calendar day YYYY-MM-DD (the form types it as dd/MM/yyyy); blank means open-ended. */
export const optionalDay = () =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: FILTER_MSG.date }).refine(isIsoDate, FILTER_MSG.date).optional(),
  );

/** A page number, which may come from the URL as text; 1 when not given. */
export const pageField = (max = 100_000) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: FILTER_MSG.page })
      .int(FILTER_MSG.page)
      .min(1, FILTER_MSG.page)
      .max(max, FILTER_MSG.page)
      .default(1),
  );

/** A span's end may not come before its start: the message goes under the end date. */
export const endNotBeforeStart =
  <K extends string>(from: K, to: K) =>
  (v: Partial<Record<K, string>>, ctx: z.RefinementCtx) => {
    const [start, end] = [v[from], v[to]];
    if (start && end && start > end)
      ctx.addIssue({ code: 'custom', path: [to], message: FILTER_MSG.dateOrder });
  };
