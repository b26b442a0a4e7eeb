import type { SsrOption } from './fare-quote';

/**
 * What an extra is called wherever a person reads it (the passenger form's selects, the e-ticket):
 * baggage by its weight in KG (spec §9), a meal by the airline's name for it. Never the supplier's
 * code or its purchase-type number.
 */
export const extraName = (
  kind: 'baggage' | 'meals',
  option: Pick<SsrOption, 'weight' | 'description'>,
): string => (kind === 'baggage' && option.weight ? `${option.weight} KG` : option.description);
