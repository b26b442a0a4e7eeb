import createCache from '@emotion/cache';

/**
 * Emotion's style cache without its default vendor-prefixing plugin: the browsers we support need no
 * prefixes, and prefixing every rule was a good part of the first render's cost (bench/README.md).
 */
export const styleCache = createCache({ key: 'css', stylisPlugins: [] });
