/**
 * Off screen but kept in the accessibility tree: a chart's data table for screen readers. In sx a
 * bare 1 means 100%, so the pixels are spelt out.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
