import {
  type FdDepartureInput,
  fdManageCloseCall,
  fdManageCopyCall,
  fdManageImportCall,
  fdManageListCall,
  fdManageNameListCall,
  fdManageSaveCall,
  fdManageTemplateCall,
  pathWith,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { fdKeys } from './keys';

/** Staff's list of departures with the block behind them (sold, held, left). */
export function useFdManageList() {
  return useQuery({
    queryKey: fdKeys.manage(),
    queryFn: async () => (await unwrap(http.call(fdManageListCall, {}))).data.departures,
  });
}

/** A staff change alters what buyers see too: every FD query reloads. */
function useFdManageMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fdKeys.all }),
  });
}

export const useFdSave = () =>
  useFdManageMutation(
    async (input: FdDepartureInput) => (await unwrap(http.call(fdManageSaveCall, input))).data,
  );

export const useFdCopy = () =>
  useFdManageMutation(
    async (input: { id: string; dates: string[] }) => (await unwrap(http.call(fdManageCopyCall, input))).data,
  );

export const useFdClose = () =>
  useFdManageMutation(async (id: string) => (await unwrap(http.call(fdManageCloseCall, { id }))).data);

/** The sheet as base64; errors by row come back in the answer, not as a failure. */
export const useFdImport = () =>
  useFdManageMutation(async (file: string) => (await unwrap(http.call(fdManageImportCall, { file }))).data);

export const downloadFdTemplate = () =>
  http.download(
    fdManageTemplateCall.path,
    {},
    'fixed-departures-template.xlsx',
    'The template could not be downloaded',
  );

/** The departure's name list for the airline, named by its PNR and date. */
export const downloadFdNameList = (departure: { id: string; blockPnr: string; departureDate: string }) =>
  http.download(
    pathWith(fdManageNameListCall, { id: departure.id }),
    {},
    `name-list-${departure.blockPnr}-${departure.departureDate}.xlsx`,
    'The name list could not be downloaded',
  );

/** A file read as base64, without its data-URL prefix, as the import call takes it. */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
