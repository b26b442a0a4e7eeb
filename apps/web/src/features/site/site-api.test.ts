import { SITE_DATA_ELEMENT_ID } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { useAppStore } from '../../app/store';
import { testSite } from '../../test/fixtures';
import { adoptEmbeddedSite, siteKeys } from './site-api';

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SITE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

beforeEach(() => {
  useAppStore.setState({ site: null });
  queryClient.clear();
});
afterEach(() => document.getElementById(SITE_DATA_ELEMENT_ID)?.remove());

describe("the site that came with the page (the server's index.html)", () => {
  it('is kept as the detection answer, so the app does not ask for it', () => {
    embed(JSON.stringify(testSite));
    adoptEmbeddedSite('brand.example');
    expect(useAppStore.getState().site).toEqual(testSite);
    expect(queryClient.getQueryData(siteKeys.detect('brand.example'))).toEqual({
      kind: 'found',
      site: testSite,
    });
    expect(document.getElementById(SITE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('is ignored when it is not valid JSON or not a site: the app then asks', () => {
    for (const text of ['{not json', JSON.stringify({ ...testSite, id: 42 })]) {
      embed(text);
      adoptEmbeddedSite('brand.example');
      expect(useAppStore.getState().site).toBeNull();
      expect(queryClient.getQueryData(siteKeys.detect('brand.example'))).toBeUndefined();
    }
  });
});
