import {
  type GatewayMode,
  type GatewayProvider,
  type GatewaySettings,
  type SaveGatewaySettingsRequest,
  saveGatewaySettingsRequest,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type GatewayForm = {
  provider: GatewayProvider;
  mode: GatewayMode;
  merchantId: string;
  /** blank keeps the stored key */
  saltKey: string;
  saltIndex: string;
};

export const formOf = (s: GatewaySettings): GatewayForm => ({
  provider: s.provider,
  mode: s.mode,
  merchantId: s.merchantId,
  saltKey: '',
  saltIndex: s.saltIndex === null ? '' : String(s.saltIndex),
});

/** What the form sends: blank fields left out, so a blank key keeps the stored one. */
export const requestOf = (f: GatewayForm): SaveGatewaySettingsRequest => ({
  provider: f.provider,
  mode: f.mode,
  ...(f.merchantId.trim() ? { merchantId: f.merchantId.trim() } : {}),
  ...(f.saltKey.trim() ? { saltKey: f.saltKey.trim() } : {}),
  ...(f.saltIndex.trim() ? { saltIndex: f.saltIndex.trim() } : {}),
});

const contract = zodResolver(saveGatewaySettingsRequest);

/**
 * The contract's rules, said under their fields before any call; the form keeps what was typed. A
 * key is needed only where none is stored: that the server says (it knows what it holds).
 */
export const gatewayResolver: Resolver<GatewayForm> = async (values, context, options) => {
  const { errors } = await contract(requestOf(values), context, options as never);
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<GatewayForm> };
};
