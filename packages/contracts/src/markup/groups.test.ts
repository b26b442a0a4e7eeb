import { describe, expect, it } from 'vitest';
import { MSG, OWN_MSG } from '../common/messages';
import { GROUP_NAME_MAX, saveGroupRequest } from './groups';

const errorOf = (groupName: unknown) =>
  saveGroupRequest.safeParse({ groupName }).error?.issues.find((i) => i.path[0] === 'groupName')?.message;

describe('saveGroupRequest', () => {
  it('keeps the group name as given, spaces included (spec §5)', () => {
    expect(saveGroupRequest.parse({ groupName: '  Gold agents ' }).groupName).toBe('  Gold agents ');
  });

  it('takes up to 100 characters and says too long beyond', () => {
    expect(GROUP_NAME_MAX).toBe(100);
    expect(saveGroupRequest.safeParse({ groupName: 'x'.repeat(100) }).success).toBe(true);
    expect(errorOf('x'.repeat(101))).toBe(OWN_MSG.tooLong(100));
  });

  it('still requires a name: missing, empty or only spaces', () => {
    expect(errorOf(undefined)).toBe(MSG.required);
    expect(errorOf('')).toBe(MSG.required);
    expect(errorOf('   ')).toBe(MSG.required);
  });
});
