import { describe, expect, it } from 'vitest';
import { asciiDomain } from './site-domains';

describe('asciiDomain', () => {
  it('lower-cases, trims, drops a trailing dot and keeps a plain name', () => {
    expect(asciiDomain('  WWW.Example.COM. ')).toBe('www.example.com');
    expect(asciiDomain('flightdeals.localhost')).toBe('flightdeals.localhost');
  });

  it('stores an international name as the browser sends it', () => {
    expect(asciiDomain('Bücher.example')).toBe('xn--bcher-kva.example');
    expect(asciiDomain('उदाहरण.भारत')).toBe('xn--p1b6ci4b4b3a.xn--h2brj9c');
  });

  it('refuses what is not a host name', () => {
    for (const input of [
      '',
      'https://example.com',
      'example.com/path',
      'example.com:8080',
      'user@example.com',
      'localhost',
      '127.0.0.1',
      '[::1]',
      'exa mple.com',
      '-start.example',
      'end-.example',
      'a..example',
      'example.123',
      `${'a'.repeat(64)}.example`,
      `${'abcd.'.repeat(51)}example`,
    ]) {
      expect(asciiDomain(input), input).toBeNull();
    }
  });

  it('allows a name of 253 characters, not more', () => {
    // Four labels of 61 letters and 'example', less its first two letters: 253 characters.
    const longest = `${'a'.repeat(61)}.`.repeat(4).concat('example').slice(2);
    expect(longest.length).toBe(253);
    expect(asciiDomain(longest)).toBe(longest);
    expect(asciiDomain(`a${longest}`)).toBeNull();
  });
});
