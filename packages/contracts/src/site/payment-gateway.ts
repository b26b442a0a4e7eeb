import { z } from 'zod';
import { ok, optionalText } from '../common/fields';
import { MSG } from '../common/messages';
import { secretFieldIn, secretFieldOut } from '../common/secret-field';

/** The gateways a site can take online payments through; `none` takes none (decision 0043). */
export const GATEWAY_PROVIDERS = ['phonepe', 'none'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];
/** The providers a payment can go through (the path of payment/{provider}/…). */
export type OnlineGatewayProvider = Exclude<GatewayProvider, 'none'>;
export const GATEWAY_MODES = ['test', 'live'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

export const GATEWAY_NAMES: Record<GatewayProvider, string> = {
  phonepe: 'PhonePe',
  none: 'No online payments',
};

export const GATEWAY_MSG = {
  saved: 'Setting saved successfully',
  merchantId: 'A merchant id is letters, digits, _ and -',
  saltIndex: 'The salt index is a whole number from 1 to 99',
  saltKeyNeeded: 'Enter the salt key the gateway gave you',
  /** What a buyer is told when the site takes no online payments. */
  noOnlinePayments:
    'This site does not take online payments. Please pay from your wallet, or by bank transfer to our account.',
} as const;

/** payment/getActiveGateway: what a new online payment of this site goes through. */
export const activeGateway = z.object({
  provider: z.enum(GATEWAY_PROVIDERS),
  name: z.string(),
  mode: z.enum(GATEWAY_MODES),
});
export type ActiveGateway = z.infer<typeof activeGateway>;
export const activeGatewayResponse = ok({ data: activeGateway });

/**
 * whitelabel/getCardGatewayDetails: what a buyer's payment step needs to know of the card gateway —
 * never a key or a merchant id.
 */
export const cardGatewayDetails = activeGateway.extend({
  /** whether the buyer can pay online (cards, UPI, net banking on the gateway's page) */
  acceptsOnline: z.boolean(),
  /** the payment page's validity, minutes */
  validityMinutes: z.number(),
  /** what to tell the buyer when the site takes no online payments; null when it does */
  message: z.string().nullable(),
});
export type CardGatewayDetails = z.infer<typeof cardGatewayDetails>;
export const cardGatewayDetailsResponse = ok({ data: cardGatewayDetails });

/** Staff's view of the site's gateway settings: the key only as {set, hint}. */
export const gatewaySettings = z.object({
  provider: z.enum(GATEWAY_PROVIDERS),
  mode: z.enum(GATEWAY_MODES),
  merchantId: z.string(),
  saltKey: secretFieldOut,
  saltIndex: z.number().nullable(),
  /** 'platform': the site has no account of its own and pays through the platform's */
  source: z.enum(['site', 'platform']),
  /**
   * The name the gateway's page shows payers (decision 0053): the platform account's registered
   * display name while the site pays through it; null for the site's own account, whose name is
   * the one it registered with the gateway.
   */
  payerSees: z.string().nullable(),
});
export type GatewaySettings = z.infer<typeof gatewaySettings>;
export const gatewaySettingsResponse = ok({ data: gatewaySettings });

const saltIndex = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z
    .number({ error: GATEWAY_MSG.saltIndex })
    .int(GATEWAY_MSG.saltIndex)
    .min(1, GATEWAY_MSG.saltIndex)
    .max(99, GATEWAY_MSG.saltIndex)
    .optional(),
);

/**
 * What staff save. The gateway's address is not theirs to give: it follows from provider and
 * mode (config). The salt key left out (or blank) keeps the one stored.
 */
export const saveGatewaySettingsRequest = z
  .object({
    provider: z.enum(GATEWAY_PROVIDERS),
    mode: z.enum(GATEWAY_MODES),
    merchantId: optionalText(64).refine(
      (v) => v === undefined || /^[A-Za-z0-9_-]+$/.test(v),
      GATEWAY_MSG.merchantId,
    ),
    saltKey: secretFieldIn(200),
    saltIndex,
  })
  .superRefine((v, ctx) => {
    if (v.provider === 'none') return;
    if (!v.merchantId) ctx.addIssue({ code: 'custom', path: ['merchantId'], message: MSG.required });
    if (v.saltIndex === undefined)
      ctx.addIssue({ code: 'custom', path: ['saltIndex'], message: GATEWAY_MSG.saltIndex });
  });
export type SaveGatewaySettingsRequest = z.input<typeof saveGatewaySettingsRequest>;
export const saveGatewaySettingsResponse = ok({ data: gatewaySettings, message: z.string() });
