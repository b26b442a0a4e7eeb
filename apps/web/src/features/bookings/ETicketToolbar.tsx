import type { TicketDetail, UpdateBookingDetailsRequest } from '@app/contracts';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, Paper, Stack } from '@mui/material';
import { GstInvoiceButton } from '../documents';
import { FareEditor } from './FareEditor';
import { TxnFeeEditor } from './TxnFeeEditor';

interface ETicketToolbarProps {
  ticket: TicketDetail;
  hidePrice: boolean;
  saving: boolean;
  onTogglePrice: () => void;
  onPrint: () => void;
  onEmail: () => void;
  onSaveFare: (fare: UpdateBookingDetailsRequest['fare']) => Promise<unknown>;
}

/** The signed-in user's actions on an e-ticket (spec §2); never printed. */
export function ETicketToolbar({
  ticket,
  hidePrice,
  saving,
  onTogglePrice,
  onPrint,
  onEmail,
  onSaveFare,
}: ETicketToolbarProps) {
  const { fare, canEdit } = ticket;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, displayPrint: 'none' }} data-print="hide">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {fare && (
            <Button
              variant="outlined"
              startIcon={hidePrice ? <VisibilityOutlinedIcon /> : <VisibilityOffOutlinedIcon />}
              onClick={onTogglePrice}
              aria-pressed={hidePrice}
            >
              {hidePrice ? 'Show price' : 'Hide price'}
            </Button>
          )}
          <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={onPrint}>
            Print
          </Button>
          {ticket.canEmail && (
            <Button variant="outlined" startIcon={<EmailOutlinedIcon />} onClick={onEmail}>
              Email
            </Button>
          )}
          {/* Its buyer and staff (the same people who may e-mail it) get the order's GST invoice. */}
          {ticket.canEmail && <GstInvoiceButton reference={ticket.orderReference} size="medium" />}
        </Stack>
        {fare && canEdit.markup && (
          <FareEditor
            label="markup"
            value={fare.adjustments.extraMarkup}
            saving={saving}
            onSave={(markup) => onSaveFare({ markup })}
          />
        )}
        {fare && canEdit.discount && (
          <FareEditor
            label="discount"
            value={fare.adjustments.discount}
            saving={saving}
            onSave={(discount) => onSaveFare({ discount })}
          />
        )}
        {fare && canEdit.txnFee && (
          <TxnFeeEditor
            txnFee={fare.adjustments.txnFee}
            merged={fare.adjustments.userMergeTxnFeeTaxes}
            saving={saving}
            onSave={(change) => void onSaveFare(change).catch(() => undefined)}
          />
        )}
      </Stack>
    </Paper>
  );
}
