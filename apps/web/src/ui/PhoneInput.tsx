import { EXCLUDED_PHONE_COUNTRIES } from '@app/contracts';
import { Box } from '@mui/material';
import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputInfo } from 'mui-tel-input';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_DIAL_CODE, type PhoneValue, toTelText } from './phone-value';
import { visuallyHidden } from './visually-hidden';

export type { PhoneValue } from './phone-value';

interface PhoneInputProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

const EXCLUDED = EXCLUDED_PHONE_COUNTRIES as unknown as MuiTelInputCountry[];
const PREFERRED: MuiTelInputCountry[] = ['IN'];

/**
 * The country's ISO code instead of a flag image: no image CDN, and no reliance on emoji fonts. On
 * the button that opens the country list it also names the button, after the code it shows ("IN,
 * India: choose dial code"): a name that starts with what is seen is one a speech user can say
 * (WCAG 2.5.3), where a label of its own ("Choose dial code") hid the visible "IN".
 */
function countryBadge(
  iso: string,
  { countryName, isSelected }: { countryName: string; isSelected: boolean },
) {
  return (
    <Box component="span" sx={{ fontSize: 12, fontWeight: 600, letterSpacing: 0.5, color: 'text.secondary' }}>
      {iso.toUpperCase()}
      {isSelected && (
        <Box component="span" sx={visuallyHidden}>
          {`, ${countryName}: choose dial code`}
        </Box>
      )}
    </Box>
  );
}

function fromInfo(info: MuiTelInputInfo): PhoneValue {
  return {
    phoneNumber: info.nationalNumber ?? '',
    phoneCountryCode: info.countryCallingCode ? `+${info.countryCallingCode}` : DEFAULT_DIAL_CODE,
  };
}

const sameValue = (a: PhoneValue, b: PhoneValue) =>
  a.phoneNumber === b.phoneNumber && a.phoneCountryCode === b.phoneCountryCode;

/**
 * Phone number input (spec §5): India preferred and default, the excluded countries left out, the dial
 * code kept apart from the number. Validation stays with the form (checkPhone via the shared schemas).
 */
export function PhoneInput({ value, onChange, label, helperText, ...props }: PhoneInputProps) {
  const [text, setText] = useState(() => toTelText(value));
  const lastEmitted = useRef<PhoneValue>(value);

  // A value set from outside (a form reset) replaces what is shown; our own changes do not.
  useEffect(() => {
    if (!sameValue(value, lastEmitted.current)) {
      lastEmitted.current = value;
      setText(toTelText(value));
    }
  }, [value]);

  return (
    <MuiTelInput
      {...props}
      label={label}
      helperText={helperText}
      value={text}
      onChange={(next, info) => {
        setText(next);
        const emitted = fromInfo(info);
        lastEmitted.current = emitted;
        onChange(emitted);
      }}
      defaultCountry="IN"
      forceCallingCode
      preferredCountries={PREFERRED}
      excludedCountries={EXCLUDED}
      focusOnSelectCountry
      getFlagElement={countryBadge}
      // Named by its content (countryBadge), not by mui-tel-input's own "Open flags menu".
      FlagIconButtonProps={{ 'aria-label': undefined }}
      fullWidth
    />
  );
}
