import type { SiteData } from '@app/contracts';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { Box, Button, Paper, Snackbar, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { markPopupShown, shouldShowPopup } from './popup-frequency';

/**
 * The site's popup alert, shown again only after its frequency in days (spec §1, §9). It is a
 * non-modal popup in the corner: it tells, but does not stop anyone using the page until it is closed.
 */
export function PopupAlert({ site }: { site: SiteData }) {
  const { popupAlert, popupFrequencyDays, id } = site;
  const [open, setOpen] = useState(() => !!popupAlert && shouldShowPopup(id, popupFrequencyDays));

  useEffect(() => {
    if (open) markPopupShown(id);
  }, [open, id]);

  if (!popupAlert) return null;
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      // No onClose: only its Close button dismisses it, a click elsewhere on the page is not an answer.
      sx={{ top: { xs: 64, sm: 80 } }}
    >
      <Paper
        role="dialog"
        aria-modal="false"
        aria-labelledby="site-popup-title"
        aria-describedby="site-popup-message"
        elevation={6}
        sx={{ p: 2, maxWidth: 360, borderTop: 4, borderColor: 'secondary.main' }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <CampaignOutlinedIcon color="secondary" aria-hidden />
          <Typography id="site-popup-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {popupAlert.title}
          </Typography>
        </Box>
        <Typography id="site-popup-message" color="text.secondary">
          {popupAlert.message}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </Box>
      </Paper>
    </Snackbar>
  );
}
