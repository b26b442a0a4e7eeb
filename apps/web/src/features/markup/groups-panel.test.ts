import { describe, expect, it } from 'vitest';
import { members } from './GroupsPanel';

const group = { id: 'g', groupName: 'Retail', isDefault: false, memberCount: 1, consumerCount: 0 };

describe('what a markup group says of its members', () => {
  it('counts customers, and API consumers when it has any', () => {
    expect(members(group)).toBe('1 customer');
    expect(members({ ...group, memberCount: 3, consumerCount: 2 })).toBe('3 customers · 2 API consumers');
  });

  it('says the default group prices everyone without a group of their own', () => {
    expect(members({ ...group, isDefault: true, memberCount: 12 })).toBe(
      '12 customers: everyone not in another group',
    );
  });
});
