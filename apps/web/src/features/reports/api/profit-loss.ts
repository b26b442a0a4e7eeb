import {
  exportProfitLossCall,
  getProfitLossCall,
  PROFIT_LOSS_FILE_NAME,
  type ProfitLossRequest,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { reportKeys } from './dashboard';

export const profitLossKeys = {
  report: (request: ProfitLossRequest) => [...reportKeys.all, 'profitLoss', request] as const,
};

/** Staff: the site's profit and loss for a span; the last answer stays while the next loads. */
export function useProfitLoss(request: ProfitLossRequest) {
  return useQuery({
    queryKey: profitLossKeys.report(request),
    queryFn: async () => (await unwrap(http.call(getProfitLossCall, request))).data,
    placeholderData: keepPreviousData,
  });
}

/** The same table as a spreadsheet, with the same filters. */
export const downloadProfitLoss = (request: ProfitLossRequest) =>
  http.download(
    exportProfitLossCall.path,
    request,
    PROFIT_LOSS_FILE_NAME,
    'The profit and loss could not be exported',
  );
