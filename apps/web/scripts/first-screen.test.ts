// @vitest-environment node
// (esbuild refuses jsdom's TextEncoder: its bytes are not the Node Uint8Array it checks for.)
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN } from './first-screen';
import { shown, staticImports } from './static-imports';

/**
 * Libraries the first screen must not load, with what needs them and what each weighs (minified,
 * brotli, as the app uses it). The first screen's goal is ≤ 200 KB of script on the wire (issue 12);
 * libphonenumber alone, reached through one rule the credit banner read, took it to 228 KB
 * (issue 25, decision 0063).
 */
const KEPT_OFF_THE_FIRST_SCREEN: Record<string, string> = {
  'libphonenumber-js': 'phone checks, in the forms that take a phone: 25 KB',
  'mui-tel-input': 'the phone input, with libphonenumber: 37 KB',
  recharts: 'the dashboards’ and reports’ charts: up to 130 KB',
  dompurify: 'rich text on the policy pages and in the editors: 10 KB',
  'react-hook-form': 'forms; the search form loads on intent (decision 0036): 15 KB',
  '@hookform/resolvers': 'forms’ zod rules, with react-hook-form: 2 KB',
  dayjs: 'dates on the site’s clock, loaded with the search form (decision 0036): 4.5 KB with its zones',
  notistack: 'the toaster, loaded with the first toast (decision 0022): 8 KB',
};

const inLibrary = (name: string) => (file: string) => file.includes(`node_modules/${name}/`);

// One esbuild bundle of the app's static graph takes 3–15 s on a busy two-core machine.
const BUNDLE_TIMEOUT_MS = 120_000;

describe('the first screen of /app', () => {
  it(
    'imports none of the heavy libraries, however indirectly',
    async () => {
      const graph = await staticImports(FIRST_SCREEN);
      // The walk saw the frame: a graph of nothing would pass too.
      expect(graph.modules.some(inLibrary('react-dom'))).toBe(true);
      expect(graph.modules.some(inLibrary('@mui/material'))).toBe(true);
      const reached = Object.entries(KEPT_OFF_THE_FIRST_SCREEN).flatMap(([library, why]) => {
        const chain = graph.chainTo(inLibrary(library));
        return chain ? [`${library} (${why}): ${chain.map(shown).join(' → ')}`] : [];
      });
      expect(reached).toEqual([]);
    },
    BUNDLE_TIMEOUT_MS,
  );

  it(
    'is checked by a walk that finds a heavy library behind the contracts barrel',
    async () => {
      // The sign-up call's schema checks the phone: through '@app/contracts' to libphonenumber.
      const graph = await staticImports(['src/features/accounts/api/signup.ts']);
      const chain = graph.chainTo(inLibrary('libphonenumber-js'))?.map(shown);
      // The barrel's step names the module that declares the call, not the barrel.
      expect(chain?.slice(0, 2)).toEqual([
        'apps/web/src/features/accounts/api/signup.ts',
        'packages/contracts/src/calls/account-forms.calls.ts',
      ]);
      expect(chain?.slice(-2)).toEqual(['packages/contracts/src/common/phone.ts', 'libphonenumber-js']);
    },
    BUNDLE_TIMEOUT_MS,
  );
});
