import { z } from 'zod';
import { MSG, OWN_MSG } from './messages';

/** A required text field: missing, null or blank all say the spec's 'This is required field.' */
export const requiredText = (max = 200) =>
  z
    .string({ error: (iss) => (iss.input == null ? MSG.required : OWN_MSG.wrongType) })
    .trim()
    .min(1, MSG.required)
    .max(max, OWN_MSG.tooLong(max));

/** An optional text field; blank becomes undefined so the server stores nothing rather than ''. */
export const optionalText = (max = 200) =>
  z
    .string({ error: OWN_MSG.wrongType })
    .trim()
    .max(max, OWN_MSG.tooLong(max))
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** Email address; the spec leaves the top-level domain unchecked, so 'a@b' passes. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;
export const email = () =>
  requiredText(254)
    .regex(EMAIL_RE, OWN_MSG.invalidEmail)
    .transform((v) => v.toLowerCase());

export const optionalEmail = () =>
  optionalText(254).refine((v) => v === undefined || EMAIL_RE.test(v), OWN_MSG.invalidEmail);

export const password = () =>
  z
    .string({ error: (iss) => (iss.input == null ? MSG.required : OWN_MSG.wrongType) })
    .min(8, OWN_MSG.passwordTooShort)
    .max(128, OWN_MSG.passwordTooLong);

/** Number-type fields convert their input to an integer (spec §5). */
export const integerField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number.parseInt(v, 10) : v),
    z.number({ error: OWN_MSG.notANumber }).int(OWN_MSG.notANumber),
  );

export const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

/**
 * A page of a list: its records and where it stands among the pages. `totalRecords` is exact up to
 * COUNT_CAP and COUNT_CAP + 1 beyond, with `totalIsCapped` (common/paging.ts).
 */
export const paged = <T extends z.ZodType>(record: T) => ({
  records: z.array(record),
  totalRecords: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalIsCapped: z.boolean(),
});

/** A numbered page of records, as the paged lists answer them. */
export const recordsPage = <T extends z.ZodType>(record: T) => ok({ data: z.object(paged(record)) });

export const failure = z.object({
  success: z.literal(false),
  errorMessage: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type Failure = z.infer<typeof failure>;

export const successOnly = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessOnly = z.infer<typeof successOnly>;
