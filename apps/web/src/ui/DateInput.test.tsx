import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateInput } from './DateInput';
import { BAD_DATE } from './input-dates';

/** A DateInput as a form holds it, with the value it reports beside it. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput label="Date of birth" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Date of birth' });
const value = () => screen.getByTestId('value').textContent;
/** Types each key at the end of what the field shows, as a person does. */
const type = (keys: string) => {
  for (const key of keys) fireEvent.change(box(), { target: { value: box().value + key } });
};

afterEach(cleanup);

describe('a date field', () => {
  it('puts the slashes in as digits are typed, and holds the day as YYYY-MM-DD', () => {
    render(<Field />);
    type('0112');
    expect(box().value).toBe('01/12');
    expect(value()).toBe('');
    type('1990');
    expect(box().value).toBe('01/12/1990');
    expect(value()).toBe('1990-12-01');
  });

  it.each(['1-12-1990', '01.12.1990', '01 12 1990', '1/12/1990'])(
    'reads %j and shows it as dd/MM/yyyy once left',
    (typed) => {
      render(<Field />);
      type(typed);
      expect(box().value).toBe(typed);
      expect(value()).toBe('1990-12-01');
      fireEvent.blur(box());
      expect(box().value).toBe('01/12/1990');
    },
  );

  it('says an unreadable date under the field once it is left, not while it is being typed', () => {
    render(<Field />);
    type('3102');
    expect(screen.queryByText(BAD_DATE)).toBeNull();
    type('2027');
    expect(box().value).toBe('31/02/2027');
    expect(value()).toBe('');
    fireEvent.blur(box());
    expect(screen.getByText(BAD_DATE)).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a value set from outside', () => {
    render(<Field initial="2031-05-09" />);
    expect(box().value).toBe('09/05/2031');
  });
});
