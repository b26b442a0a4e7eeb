import { PAN_MSG, type PanRecord } from '@app/contracts';
import { z } from 'zod';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { useDecidePan } from './api/pan';

const reasonForm = z.object({ reason: z.string().trim().min(3, PAN_MSG.reason).max(200, PAN_MSG.reason) });

/** Asks why a PAN is rejected, then rejects it; the server's field messages go under the field. */
export function RejectPanDialog({ record, onClose }: { record: PanRecord; onClose: () => void }) {
  const decide = useDecidePan();
  return (
    <ReasonDialog
      title={`Reject PAN ${record.pan}`}
      message={`Why is the PAN of ${record.name} rejected? The reason is kept with the check and in the audit log.`}
      schema={reasonForm}
      maxLength={200}
      busy={decide.isPending}
      onSubmit={(reason) =>
        decide.mutateAsync({ customerId: record.customerId, decision: 'rejected', reason })
      }
      onClose={onClose}
    />
  );
}
