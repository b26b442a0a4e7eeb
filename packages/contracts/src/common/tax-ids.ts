import { optionalText } from './fields';

/**
 * India's tax identifiers: the PAN (permanent account number) and the GSTIN (GST identification
 * number: state code, the holder's PAN, an entity number, 'Z' and a check character).
 */

/** GST state codes (the GSTIN's first two digits) and the state or territory each stands for. */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

export const TAX_ID_MSG = {
  pan: 'Enter a valid 10-character PAN',
  panHolder: 'The PAN’s fourth letter says who holds it: P, C, H, F, A, T, B, L, J or G',
  gstin: 'Enter a valid 15-character GSTIN',
  gstinState: 'A GSTIN begins with an Indian state code (01–38 or 97)',
  gstinCheck: 'This GSTIN’s last character does not match the rest: check it for a typo',
} as const;

/** Who holds a PAN, by its fourth letter (person, company, Hindu undivided family, firm…). */
const PAN_HOLDERS = new Set(['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G']);
const PAN_RE = /^[A-Z]{5}\d{4}[A-Z]$/;
const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** What is wrong with a PAN, or null when nothing is. */
export function panProblem(value: string): string | null {
  const pan = value.trim().toUpperCase();
  if (!PAN_RE.test(pan)) return TAX_ID_MSG.pan;
  return PAN_HOLDERS.has(pan.charAt(3)) ? null : TAX_ID_MSG.panHolder;
}

/**
 * The GSTIN's check character from its first 14: each character's base-36 value times 1 and 2 in
 * turn, the product's base-36 digits added up, and what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with a GSTIN, or null when nothing is. */
export function gstinProblem(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  if (!GSTIN_RE.test(gstin)) return TAX_ID_MSG.gstin;
  if (!GST_STATES[gstin.slice(0, 2)]) return TAX_ID_MSG.gstinState;
  const holder = panProblem(gstin.slice(2, 12));
  if (holder) return holder === TAX_ID_MSG.pan ? TAX_ID_MSG.gstin : holder;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? null : TAX_ID_MSG.gstinCheck;
}

/** The state a GSTIN is registered in. */
export const gstStateOf = (gstin: string) => GST_STATES[gstin.trim().slice(0, 2)];

/** A form's optional PAN / GSTIN: blank is none; anything else must be valid, and is kept in capitals. */
export const optionalPan = () =>
  optionalText(10)
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : panProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v?.toUpperCase());
export const optionalGstin = () =>
  optionalText(15)
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v?.toUpperCase());
