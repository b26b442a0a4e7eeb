import type { AgentBranding } from '@app/contracts';
import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { SectionCard } from '../../ui/SectionCard';
import { useAgentBranding, useSaveAgentBranding } from './api/documents';

const DOCUMENTS: { key: keyof AgentBranding; label: string }[] = [
  { key: 'eTickets', label: 'E-tickets' },
  { key: 'invoices', label: 'Invoices' },
  { key: 'mails', label: 'E-mails to your travellers' },
];

/**
 * Which documents carry the agency's name, logo, address and contact instead of the site's
 * (decision 0045). Each switch saves at once.
 */
export function AgentBrandingCard() {
  const branding = useAgentBranding();
  const save = useSaveAgentBranding();
  const value = save.isPending && save.variables ? save.variables : branding.data;
  return (
    <SectionCard
      title="Your agency's name on documents"
      subheader="Your company details and logo instead of ours. GST invoices still name us as the supplier."
    >
      {!value ? (
        <PageSkeleton rows={2} />
      ) : (
        <FormGroup>
          {DOCUMENTS.map(({ key, label }) => (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Switch
                  checked={value[key]}
                  disabled={save.isPending}
                  onChange={(_, checked) => save.mutate({ ...value, [key]: checked })}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </SectionCard>
  );
}
