import { alpha, styled } from '@mui/material/styles';
import { CARD_HEIGHT } from './results-layout';

/**
 * The look of the flight cards, as one style sheet on the list that holds them: emotion works it out
 * once per list instead of once per card, which keeps a filter change on hundreds of results quick.
 */
export const CardStyles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  // Cards below the first screen skip style, layout and paint until scrolled near: fifty cards
  // arriving are then a few to lay out. A card's height stands in until it is first drawn, then its
  // own is kept. The first cards are always drawn: one on screen whose height differed from the
  // stand-in would move the cards under it (decision 0061).
  '& > :nth-of-type(n+9) .fc': {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${CARD_HEIGHT.md}px`,
  },
  '& .fc': {
    containerType: 'inline-size',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(1.5, 2),
  },
  '& .body': { display: 'flex', gap: theme.spacing(2), alignItems: 'center' },
  '& .fc.selected': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
  },
  '& .pick': { width: 18, height: 18, accentColor: theme.palette.primary.main, flexShrink: 0, margin: 0 },
  '& .legs': { flex: 1, minWidth: 0, display: 'grid', gap: theme.spacing(1.5) },
  '& .leg': {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 1.3fr) auto 1fr auto',
    gap: theme.spacing(1.5),
    alignItems: 'center',
  },
  '& .legLabel': {
    gridColumn: '1 / -1',
    ...theme.typography.overline,
    lineHeight: 1.2,
    color: theme.palette.text.secondary,
  },
  '& .airline': { display: 'flex', gap: theme.spacing(1), alignItems: 'center', minWidth: 0 },
  '& .logo': {
    width: 32,
    height: 32,
    objectFit: 'contain',
    flexShrink: 0,
    borderRadius: 4,
    background: theme.palette.grey[100],
    display: 'grid',
    placeItems: 'center',
    fontSize: 11,
    fontWeight: 600,
  },
  '& .name': {
    ...theme.typography.body2,
    fontWeight: 600,
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .muted': { ...theme.typography.caption, color: theme.palette.text.secondary, display: 'block' },
  '& .time': { ...theme.typography.h6, lineHeight: 1.2, display: 'block' },
  '& .end': { textAlign: 'right' },
  '& .middle': { textAlign: 'center', borderBottom: `1px dashed ${theme.palette.divider}`, paddingBottom: 2 },
  '& .shift': { ...theme.typography.caption, color: theme.palette.error.main, marginLeft: 2 },
  '& .fare': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: theme.spacing(0.5),
    minWidth: 130,
  },
  '& .price': { ...theme.typography.h6, fontWeight: 700 },
  '& .badge': {
    ...theme.typography.caption,
    borderRadius: 10,
    padding: '0 8px',
    border: '1px solid currentColor',
  },
  '& .badges': { display: 'flex', gap: theme.spacing(0.5), flexWrap: 'wrap', justifyContent: 'flex-end' },
  '& .family': { color: theme.palette.primary.main },
  // One caption line, kept (empty) while hidden: hiding it in front of a customer moves nothing.
  '& .net': {
    ...theme.typography.caption,
    display: 'block',
    minHeight: `${theme.typography.caption.lineHeight}em`,
    whiteSpace: 'nowrap',
    color: theme.palette.text.secondary,
  },
  '& .refundable': { color: theme.palette.success.dark },
  '& .nonRefundable': { color: theme.palette.text.secondary },
  '& .actions': { display: 'flex', gap: theme.spacing(1), flexWrap: 'wrap', justifyContent: 'flex-end' },
  // Plain buttons drawn like MUI's small text and contained buttons.
  '& .btn': {
    ...theme.typography.button,
    fontSize: '0.8125rem',
    textTransform: 'none',
    cursor: 'pointer',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    padding: '4px 10px',
    background: 'transparent',
    color: theme.palette.primary.main,
    '&:hover': { background: alpha(theme.palette.primary.main, 0.08) },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .btn.primary': {
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover': { background: theme.palette.primary.dark },
  },
  // Narrow cards (phones, the two columns of a return): the fare goes under the flights.
  '@container (max-width: 520px)': {
    '& .body': { flexWrap: 'wrap', gap: theme.spacing(1.5) },
    '& .legs': { flexBasis: 'calc(100% - 40px)' },
    '& .leg': { gridTemplateColumns: 'auto 1fr auto', rowGap: theme.spacing(0.75) },
    '& .airline': { gridColumn: '1 / -1' },
    '& .fare': {
      flexBasis: '100%',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      minWidth: 0,
    },
  },
}));
