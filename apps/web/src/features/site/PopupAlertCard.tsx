import type { SiteData } from '@app/contracts';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { Box, Button, Collapse, Paper, Snackbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { Ref } from 'react';
import { isFormatted, RichText } from '../../ui/RichText';

type PopupAlert = NonNullable<SiteData['popupAlert']>;

/** Never on paper: a printed page is a ticket or a statement. */
const notPrinted = { '@media print': { display: 'none' } } as const;

/** The card; its ref reaches the Paper, which the Snackbar's transition animates. */
function Card({
  popupAlert,
  onClose,
  inline,
  ref,
}: {
  popupAlert: PopupAlert;
  onClose: () => void;
  inline: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Paper
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby="site-popup-title"
      aria-describedby="site-popup-message"
      data-testid="site-popup"
      elevation={inline ? 0 : 6}
      square={inline}
      sx={{
        p: inline ? 1.5 : 2,
        maxWidth: inline ? 'none' : 360,
        borderTop: inline ? 0 : 4,
        borderBottom: inline ? 1 : 0,
        borderColor: inline ? 'divider' : 'secondary.main',
        ...notPrinted,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: inline ? 0.5 : 1 }}>
        <CampaignOutlinedIcon color="secondary" aria-hidden />
        <Typography id="site-popup-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {popupAlert.title}
        </Typography>
      </Box>
      <Typography component="div" color="text.secondary" variant={inline ? 'body2' : 'body1'}>
        {isFormatted(popupAlert.message) ? (
          <RichText id="site-popup-message" html={popupAlert.message} />
        ) : (
          <span id="site-popup-message">{popupAlert.message}</span>
        )}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: inline ? 0.5 : 1 }}>
        <Button onClick={onClose}>Close</Button>
      </Box>
    </Paper>
  );
}

/**
 * The popup alert itself, non-modal: it tells, but does not stop anyone using the page until it is
 * closed. On a wide screen it floats in the corner below the app bar; on a phone there is no corner
 * to spare (it covered the menu and the results' Filters button), so it sits in the page's flow
 * under the app bar, pushing the page down rather than covering any of it.
 */
export function PopupAlertCard({
  popupAlert,
  open,
  onClose,
}: {
  popupAlert: PopupAlert;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  if (isPhone) {
    return (
      <Collapse in={open} unmountOnExit>
        <Card popupAlert={popupAlert} onClose={onClose} inline />
      </Collapse>
    );
  }
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      // No onClose: only its Close button dismisses it, a click elsewhere on the page is not an answer.
      sx={{ top: { sm: 80 }, ...notPrinted }}
    >
      <Card popupAlert={popupAlert} onClose={onClose} inline={false} />
    </Snackbar>
  );
}
