import {
  type AgentBranding,
  getAgentBrandingCall,
  gstInvoiceCall,
  INVOICE_MSG,
  setAgentBrandingCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';
import { notify } from '../../../ui/notify';

const documentKeys = { branding: [...SESSION_SCOPE, 'documents', 'branding'] as const };

/** The order's GST invoice as a PDF download (issued on first asking; the same invoice after). */
export const downloadGstInvoice = (reference: string) =>
  http.download(gstInvoiceCall.path, { reference }, `invoice-${reference}.pdf`, INVOICE_MSG.failed);

export function useAgentBranding() {
  return useQuery({
    queryKey: documentKeys.branding,
    queryFn: async () => (await unwrap(http.call(getAgentBrandingCall, {}))).data,
  });
}

export function useSaveAgentBranding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (value: AgentBranding) => unwrap(http.call(setAgentBrandingCall, value)),
    onSuccess: (_, value) => {
      client.setQueryData(documentKeys.branding, value);
      notify.success('Setting saved successfully');
    },
  });
}
