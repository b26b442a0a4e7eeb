import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  FormLabel,
  IconButton,
  Paper,
  TextField,
  Tooltip,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';

type Command = { label: string; keys?: string; icon: React.ReactNode; run: () => void };

/**
 * Formatted text typed as in a word processor: bold, italic, a heading, lists and links, with the
 * browser's own editing (Ctrl+B, Ctrl+I work as usual). What it makes is HTML the server sanitises
 * before keeping; the value goes out on every change.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  helperText,
  minHeight = 160,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  helperText?: string;
  minHeight?: number;
}) {
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const labelId = useId();
  const helpId = useId();
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('https://');
  const selection = useRef<Range | null>(null);

  // A value from outside (loaded, reset) replaces the text; what was typed here stays as it is.
  useEffect(() => {
    if (area.current && value !== emitted.current) area.current.innerHTML = value;
  }, [value]);

  const changed = () => {
    const html = area.current?.innerHTML ?? '';
    emitted.current = html;
    onChange(html);
  };
  const exec = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    changed();
  };
  const commands: Command[] = [
    { label: 'Bold', keys: 'Ctrl+B', icon: <FormatBoldIcon />, run: () => exec('bold') },
    { label: 'Italic', keys: 'Ctrl+I', icon: <FormatItalicIcon />, run: () => exec('italic') },
    { label: 'Heading', icon: <TitleIcon />, run: () => exec('formatBlock', '<h2>') },
    { label: 'Bulleted list', icon: <FormatListBulletedIcon />, run: () => exec('insertUnorderedList') },
    { label: 'Numbered list', icon: <FormatListNumberedIcon />, run: () => exec('insertOrderedList') },
    {
      label: 'Link',
      icon: <InsertLinkIcon />,
      run: () => {
        const current = window.getSelection();
        selection.current = current && current.rangeCount > 0 ? current.getRangeAt(0).cloneRange() : null;
        setLinking(true);
      },
    },
  ];
  const addLink = () => {
    setLinking(false);
    const range = selection.current;
    if (range) {
      const current = window.getSelection();
      current?.removeAllRanges();
      current?.addRange(range);
    }
    if (/^(https?:\/\/|mailto:|tel:)\S+$/.test(url)) exec('createLink', url);
  };

  return (
    <Box>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : undefined }}>
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {commands.map((c) => (
            <Tooltip key={c.label} title={c.keys ? `${c.label} (${c.keys})` : c.label}>
              <IconButton
                size="small"
                aria-label={c.label}
                // Keep the selection in the text: a toolbar press must not take the focus first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={c.run}
              >
                {c.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Box>
        <Box
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={helpId}
          aria-invalid={Boolean(error)}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={changed}
          onBlur={changed}
          sx={{
            minHeight,
            p: 1.5,
            outline: 'none',
            '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
            '& h2': { typography: 'h6', my: 1 },
            '& p': { my: 0.5 },
            '& ul, & ol': { pl: 3, my: 0.5 },
          }}
        />
      </Paper>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? helperText}
      </FormHelperText>
      <Dialog open={linking} onClose={() => setLinking(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Link the selected words</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label="Address"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            helperText="https://…, mailto:… or tel:…"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLinking(false)}>Cancel</Button>
          <Button variant="contained" onClick={addLink}>
            Link
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
