import type { TboSsrItem } from '@app/tbo-air';
import { describe, expect, it } from 'vitest';
import { toSsrOptions } from './tbo-mapping';

/** A row as TBO's SSR answer and its LCC Ticket sample carry it (IndiGo DEL → BOM). */
const row = (fields: Partial<TboSsrItem> & Pick<TboSsrItem, 'Code'>): TboSsrItem => ({
  AirlineCode: '6E',
  FlightNumber: '6047',
  WayType: 2,
  Description: 2,
  Currency: 'INR',
  Price: 0,
  Origin: 'DEL',
  Destination: 'BOM',
  ...fields,
});

describe('TBO SSR rows as extras', () => {
  it('leaves out the rows that buy nothing, so the form never offers "2 (₹0)"', () => {
    const baggage = toSsrOptions([
      row({ Code: 'NoBaggage', Weight: 0 }),
      row({ Code: 'XBPA', Weight: 15, Price: 7500, AirlineDescription: 'Prepaid Excess Baggage 15 Kg' }),
    ]);
    const meals = toSsrOptions([
      row({ Code: 'NoMeal', AirlineDescription: '', Quantity: 0 }),
      row({ Code: 'VGML', AirlineDescription: 'Veg Sandwich Combo', Quantity: 1, Price: 350 }),
    ]);
    expect(baggage.map((o) => o.code)).toEqual(['XBPA']);
    expect(baggage[0]).toMatchObject({
      weight: 15,
      price: 750_000,
      description: 'Prepaid Excess Baggage 15 Kg',
    });
    expect(meals).toEqual([
      expect.objectContaining({
        code: 'VGML',
        description: 'Veg Sandwich Combo',
        quantity: 1,
        price: 35_000,
      }),
    ]);
  });

  it('names a meal by the airline’s words, never by the purchase-type number TBO calls Description', () => {
    const [meal] = toSsrOptions([row({ Code: 'CHML', Description: 2, Quantity: 1, Price: 300 })]);
    expect(meal?.description).toBe('CHML');
    expect(meal?.description).not.toBe('2');
  });

  it('reads weights and counts TBO types as strings, and keeps an extra included at no price', () => {
    const [bag] = toSsrOptions([row({ Code: 'EB20', Weight: '20 KG', Price: 9000 })]);
    expect(bag?.weight).toBe(20);
    const [included] = toSsrOptions([
      row({ Code: 'VGML', Description: 1, AirlineDescription: 'Veg meal', Quantity: '1', Price: 0 }),
    ]);
    expect(included).toMatchObject({ code: 'VGML', quantity: 1, price: 0 });
    // Nothing at no price, under any code, buys nothing.
    expect(toSsrOptions([row({ Code: 'NONE', Weight: '0 KG' })])).toEqual([]);
  });
});
