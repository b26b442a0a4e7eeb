import {
  confirmDepositCall,
  DEPOSIT_MSG,
  getDepositSlipCall,
  getDepositsCall,
  getMyDepositsCall,
  rejectDepositCall,
  requestDepositCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import { auditBy } from '../audit/audit';
import type { WalletDeposits } from './wallet-deposits.service';

/** Bank-transfer deposits: the agency's request and list, staff's confirm and reject (decision 0054). */
export const walletDepositRoutes: FastifyPluginAsyncZod<{ deposits: WalletDeposits }> = async (
  app,
  { deposits },
) => {
  app.route({
    ...routeOf(requestDepositCall),
    handler: async (request) => ({
      success: true as const,
      message: DEPOSIT_MSG.requested,
      data: await deposits.request(currentUser(request), request.body),
    }),
  });

  app.route({
    ...routeOf(getMyDepositsCall),
    handler: async (request) => ({
      success: true as const,
      data: await deposits.mine(currentUser(request), request.body.page),
    }),
  });

  app.route({
    ...routeOf(getDepositsCall),
    handler: async (request) => ({
      success: true as const,
      data: await deposits.list(request.site.id, request.body.state, request.body.page),
    }),
  });

  app.route({
    ...routeOf(confirmDepositCall),
    handler: async (request) => ({
      success: true as const,
      ...(await deposits.confirm(auditBy(request), currentUser(request), request.body.depositId)),
    }),
  });

  app.route({
    ...routeOf(rejectDepositCall),
    handler: async (request) => ({
      success: true as const,
      ...(await deposits.reject(
        auditBy(request),
        currentUser(request),
        request.body.depositId,
        request.body.reason,
      )),
    }),
  });

  app.route({
    ...routeOf(getDepositSlipCall),
    handler: async (request) => ({
      success: true as const,
      data: await deposits.slip(currentUser(request), request.body.depositId),
    }),
  });
};
