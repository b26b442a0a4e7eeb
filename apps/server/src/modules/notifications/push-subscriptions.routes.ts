import {
  checkPushSubscriptionCall,
  createPushSubscriptionCall,
  PUSH_MSG,
  pushPublicKeyCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { currentUser } from '../../platform/request-context';
import { isAcceptedPushService } from './push-endpoints';
import { hasSubscription, saveSubscription } from './push-subscriptions.queries';

type Options = { db: Db; publicKey: string; pushServiceHosts: readonly string[] };

/** The spec's two subscription calls (§7) and the key the browser subscribes with (decision 0046). */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, publicKey, pushServiceHosts },
) => {
  app.route({
    ...routeOf(pushPublicKeyCall),
    handler: async () => ({ success: true as const, data: { publicKey } }),
  });

  app.route({
    ...routeOf(createPushSubscriptionCall),
    handler: async (request) => {
      const { subscription } = request.body;
      if (!isAcceptedPushService(pushServiceHosts, subscription.endpoint))
        throw badRequest(PUSH_MSG.notPushService, { 'subscription.endpoint': PUSH_MSG.notPushService });
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      await saveSubscription(
        db,
        { siteId: request.site.id, userId: currentUser(request).id, userAgent },
        subscription,
      );
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(checkPushSubscriptionCall),
    handler: async (request) => {
      const exists = await hasSubscription(
        db,
        request.site.id,
        currentUser(request).id,
        request.body.subscriptionEndPoint,
      );
      return { success: true as const, data: { exists } };
    },
  });
};
