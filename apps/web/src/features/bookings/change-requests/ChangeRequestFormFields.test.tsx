import {
  CANCELLATION_POLICY_AGREEMENT,
  CANCELLATION_REVIEW_MSG,
  type CancellationChargeInfo,
  MSG,
} from '@app/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeRequestFormFields } from './ChangeRequestFormFields';

const info: CancellationChargeInfo = {
  cancellationCharge: 450_000,
  currency: 'INR',
  cancellationFeePerPassenger: 0,
  awaitsReview: false,
  booking: {
    bookingId: 77,
    pnr: 'ABC123',
    status: 'ticketed',
    passengers: [
      { id: '0', name: 'Mr Arun Rao', ticketId: 501 },
      { id: '1', name: 'Mr Vikram Rao', ticketId: 502 },
    ],
    sectors: [
      { origin: 'DEL', destination: 'BOM' },
      { origin: 'BOM', destination: 'GOI' },
    ],
  },
};

function renderForm(over: Partial<CancellationChargeInfo> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <ChangeRequestFormFields
      info={{ ...info, ...over }}
      pending={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return onSubmit;
}

function chooseType(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Request type/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

afterEach(cleanup);

describe('change request form', () => {
  it('keeps Send disabled until the policy is agreed, with the exact sentence', () => {
    renderForm();
    expect(send().disabled).toBe(true);
    fireEvent.click(box(CANCELLATION_POLICY_AGREEMENT));
    expect(send().disabled).toBe(false);
    fireEvent.click(box(CANCELLATION_POLICY_AGREEMENT));
    expect(send().disabled).toBe(true);
  });

  it('Refund ticks every passenger and sector and locks them, and shows the charge', () => {
    renderForm();
    chooseType('Refund');
    for (const name of ['Mr Arun Rao', 'Mr Vikram Rao', 'DEL → BOM', 'BOM → GOI']) {
      expect(box(name).checked).toBe(true);
      expect(box(name).disabled).toBe(true);
    }
    expect(screen.getByTestId('cancellation-charge').textContent).toContain('₹4,500');
    // A site without a fee of its own, that does not review cancellations, says nothing of either.
    expect(screen.getByTestId('cancellation-charge').textContent).not.toMatch(/Our cancellation fee|reviews/);
  });

  it('shows the site’s fee for the passengers chosen, and that staff review it, before Send', () => {
    renderForm({ cancellationFeePerPassenger: 25_000, awaitsReview: true });
    chooseType('Refund');
    const charge = screen.getByTestId('cancellation-charge').textContent;
    expect(charge).toContain('Our cancellation fee: ₹500 (₹250 a passenger), kept from the refund.');
    expect(charge).toContain(CANCELLATION_REVIEW_MSG.reviewNote);
    chooseType('Partial Refund');
    fireEvent.click(box('Mr Vikram Rao'));
    expect(screen.getByTestId('cancellation-charge').textContent).toContain(
      'Our cancellation fee: ₹250 (₹250 a passenger)',
    );
  });

  it('Reissue takes every sector and hides that picker; passengers are the user’s pick', () => {
    renderForm();
    chooseType('Change Itinerary / Reissue');
    expect(screen.queryByRole('checkbox', { name: 'DEL → BOM' })).toBeNull();
    expect(box('Mr Arun Rao').disabled).toBe(false);
    expect(box('Mr Arun Rao').checked).toBe(false);
    expect(screen.queryByTestId('cancellation-charge')).toBeNull();
  });

  it('Partial Refund leaves both pickers open, and sends what was chosen', async () => {
    const onSubmit = renderForm();
    chooseType('Refund');
    chooseType('Partial Refund');
    expect(box('DEL → BOM').disabled).toBe(false);
    fireEvent.click(box('Mr Arun Rao'));
    fireEvent.click(box('DEL → BOM'));
    expect(box('Mr Arun Rao').checked).toBe(false);
    expect(box('DEL → BOM').checked).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: /Remarks/ }), { target: { value: 'Drop Goa' } });
    fireEvent.click(box(CANCELLATION_POLICY_AGREEMENT));
    fireEvent.click(send());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        requestType: 2,
        passengers: ['1'],
        sectors: [{ origin: 'BOM', destination: 'GOI' }],
        remarks: 'Drop Goa',
        agreed: true,
      },
    ]);
  });

  it('shows required messages under the fields', async () => {
    const onSubmit = renderForm();
    fireEvent.click(box(CANCELLATION_POLICY_AGREEMENT));
    fireEvent.click(send());
    expect((await screen.findAllByText(MSG.required)).length).toBeGreaterThanOrEqual(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
