import { describe, expect, it } from 'vitest';
import { onPlatformDomain } from './setup-checklist';

describe('onPlatformDomain', () => {
  it('is the platform’s domain and every name under it, and nothing that only ends like it', () => {
    expect(onPlatformDomain('localhost', 'localhost')).toBe(true);
    expect(onPlatformDomain('skyline.localhost', 'localhost')).toBe(true);
    expect(onPlatformDomain('a.b.travelplatform.com', 'travelplatform.com')).toBe(true);
    expect(onPlatformDomain('mytravelplatform.com', 'travelplatform.com')).toBe(false);
    expect(onPlatformDomain('travelplatform.com.example', 'travelplatform.com')).toBe(false);
    expect(onPlatformDomain('skylinetrips.in', 'localhost')).toBe(false);
  });
});
