import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

/** The search-by-user box; the page debounces what is typed before asking the server. */
export function CustomerSearchBox({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  return (
    <TextField
      fullWidth
      type="search"
      label="Search customers"
      placeholder="Name, e-mail, phone or company"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
