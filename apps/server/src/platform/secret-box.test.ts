import { describe, expect, it } from 'vitest';
import { createSecretBox, maskSecret } from './secret-box';

describe('the secret box', () => {
  const box = createSecretBox('a-settings-key-of-at-least-32-characters');

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const a = box.seal('Flight@123');
    const b = box.seal('Flight@123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Flight@123');
    expect(box.open(a)).toBe('Flight@123');
    expect(box.open(b)).toBe('Flight@123');
  });

  it('refuses a value sealed under another key, altered, or not sealed at all', () => {
    const sealed = box.seal('merchant-salt');
    expect(() => createSecretBox('another-key-of-at-least-32-characters!').open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => box.open('merchant-salt')).toThrow(/not a sealed setting/);
  });

  it('shows staff only the last four characters of a long secret', () => {
    expect(maskSecret('099eb0cd-02cf-4e2a-8aca-3e6c6aff0399')).toBe('••••0399');
    expect(maskSecret('short')).toBe('••••');
  });
});
