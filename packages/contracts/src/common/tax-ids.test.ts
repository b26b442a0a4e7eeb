import { describe, expect, it } from 'vitest';
import { GST_STATES, gstinCheckCharacter, gstinProblem, gstStateOf, panProblem, TAX_ID_MSG } from './tax-ids';

describe('PAN', () => {
  it.each(['AAPFU0939F', 'abcpe1234f', ' BNZPM2501F '])('takes %s', (pan) =>
    expect(panProblem(pan)).toBeNull(),
  );
  it.each([
    ['AAPF0939F', TAX_ID_MSG.pan],
    ['AAPFU09391', TAX_ID_MSG.pan],
    ['1APFU0939F', TAX_ID_MSG.pan],
    ['AAPXU0939F', TAX_ID_MSG.panHolder],
  ])('refuses %s', (pan, message) => expect(panProblem(pan)).toBe(message));
});

describe('GSTIN', () => {
  it('checks the last character against the first fourteen', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });
  it.each(['27AAPFU0939F1ZV', '29aagcb7383j1z4'])('takes %s', (gstin) =>
    expect(gstinProblem(gstin)).toBeNull(),
  );
  it.each([
    ['27AAPFU0939F1ZW', TAX_ID_MSG.gstinCheck],
    ['27AAPFU0939F1Z', TAX_ID_MSG.gstin],
    ['27AAPFU0939F1XV', TAX_ID_MSG.gstin],
    ['99AAPFU0939F1ZV', TAX_ID_MSG.gstinState],
    ['27AAPXU0939F1ZV', TAX_ID_MSG.panHolder],
  ])('refuses %s', (gstin, message) => expect(gstinProblem(gstin)).toBe(message));
  it('names the state it is registered in', () => {
    expect(gstStateOf('27AAPFU0939F1ZV')).toBe('Maharashtra');
    expect(Object.keys(GST_STATES)).toContain('38');
  });
});
