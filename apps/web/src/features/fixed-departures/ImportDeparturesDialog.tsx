import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { DownloadButton } from '../../ui/DownloadButton';
import { notify } from '../../ui/notify';
import { downloadFdTemplate, fileAsBase64, useFdImport } from './api/manage';

type ImportErrors = { row: number; field: string; message: string }[];

/** Many departures from the template: every row right and saved, or nothing saved and the rows listed. */
export function ImportDeparturesDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const upload = useFdImport();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<{ message: string; errors: ImportErrors } | null>(null);

  const submit = async () => {
    if (!file) return;
    setRefused(null);
    const answer = await upload.mutateAsync(await fileAsBase64(file)).catch(() => null);
    if (!answer) return;
    if (answer.errors.length > 0) {
      setRefused({ message: answer.message, errors: answer.errors });
      return;
    }
    notify.success(answer.message);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Import departures</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Fill in the template, one departure a row, and upload it. Every row is checked: if one is wrong,
            nothing is imported and the rows to fix are listed here.
          </DialogContentText>
          <DownloadButton
            download={downloadFdTemplate}
            label="Download the template"
            sx={{ alignSelf: 'flex-start' }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
            >
              Choose .xlsx file
              <input
                id={inputId}
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                hidden
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setRefused(null);
                }}
              />
            </Button>
            <Typography variant="body2" data-testid="fd-import-file">
              {file ? file.name : 'No file chosen'}
            </Typography>
          </Stack>
          {refused && (
            <>
              <Alert severity="error">{refused.message}</Alert>
              <Table size="small" aria-label="Rows to fix">
                <TableHead>
                  <TableRow>
                    <TableCell>Row</TableCell>
                    <TableCell>Field</TableCell>
                    <TableCell>What is wrong</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {refused.errors.map((e) => (
                    <TableRow key={`${e.row}-${e.field}`}>
                      <TableCell>{e.row}</TableCell>
                      <TableCell>{e.field}</TableCell>
                      <TableCell>{e.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={submit} disabled={!file} loading={upload.isPending}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
