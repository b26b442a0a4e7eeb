import type { SsrOption } from '@app/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ExtrasFields } from './ExtrasFields';
import { emptyPassenger, type LegExtras, type PassengerFormValues } from './passenger-form';

const option = (over: Partial<SsrOption> & Pick<SsrOption, 'code' | 'description' | 'price'>): SsrOption => ({
  airlineCode: '6E',
  flightNumber: '2135',
  origin: 'DEL',
  destination: 'BOM',
  weight: null,
  quantity: null,
  ...over,
});

/** What the server sends for an IndiGo leg: the airline's "nothing" rows are already left out. */
const legs: LegExtras[] = [
  {
    label: 'DEL → BOM',
    baggage: [
      option({ code: 'XBP15', description: 'Prepaid Excess Baggage 15 Kg', weight: 15, price: 750_000 }),
      option({ code: 'XBP20', description: 'Prepaid Excess Baggage 20 Kg', weight: 20, price: 1_000_000 }),
    ],
    meals: [
      option({ code: 'VGML', description: 'Veg Sandwich Combo', quantity: 1, price: 35_000 }),
      option({ code: 'JNML', description: 'Jain Meal', quantity: 1, price: 0 }),
    ],
  },
];

let values: PassengerFormValues | undefined;

function Harness({ on = legs }: { on?: LegExtras[] }) {
  const form = useForm<PassengerFormValues>({ defaultValues: { passengers: [emptyPassenger(1, 1)] } });
  values = form.watch();
  return <ExtrasFields index={0} control={form.control} legs={on} />;
}

afterEach(cleanup);

const labelsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('extras on the passenger form', () => {
  it('names baggage by weight and meals by name, with the price, and no extra as the empty choice', () => {
    render(<Harness />);
    const baggage = screen.getByLabelText('Extra baggage DEL → BOM');
    const meal = screen.getByLabelText('Meal DEL → BOM');
    expect(labelsOf(baggage)).toEqual(['No extra baggage', '15 KG (₹7,500)', '20 KG (₹10,000)']);
    expect(labelsOf(meal)).toEqual(['No meal', 'Veg Sandwich Combo (₹350)', 'Jain Meal (included)']);
    for (const label of [...labelsOf(baggage), ...labelsOf(meal)]) expect(label).not.toMatch(/^2 |₹0/);
  });

  it('sends the code chosen, and nothing for no extra', () => {
    render(<Harness />);
    const baggage = screen.getByLabelText('Extra baggage DEL → BOM');
    expect(values?.passengers[0]?.baggage).toEqual(['']);
    fireEvent.change(baggage, { target: { value: 'XBP20' } });
    expect(values?.passengers[0]?.baggage).toEqual(['XBP20']);
    fireEvent.change(baggage, { target: { value: '' } });
    expect(values?.passengers[0]?.baggage).toEqual(['']);
    expect(values?.passengers[0]?.meals).toEqual(['']);
  });

  it('shows nothing where the airline sells no extra', () => {
    const { container } = render(<Harness on={[{ label: 'DEL → BOM', baggage: [], meals: [] }]} />);
    expect(container.innerHTML).toBe('');
  });
});
