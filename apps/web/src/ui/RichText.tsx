import { Box, type SxProps, type Theme } from '@mui/material';

/** Whether text carries formatting (tags), rather than being plain words typed before it could. */
export const isFormatted = (text: string) => /<[a-z][\s\S]*>/i.test(text);

const STYLE: SxProps<Theme> = {
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& h2': { typography: 'h6', mt: 2.5, mb: 1 },
  '& h3': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 },
  '& p': { mt: 0, mb: 1.5 },
  '& ul, & ol': { pl: 3, mt: 0, mb: 1.5 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& a': { color: 'primary.main' },
};

/**
 * Formatted text the server has sanitised (policies, the popup): its own tags only, never script,
 * and the page's Content-Security-Policy runs no inline code either way.
 */
export function RichText({ html, id }: { html: string; id?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (rich-text.ts) before it is stored
  return <Box id={id} sx={STYLE} dangerouslySetInnerHTML={{ __html: html }} />;
}
