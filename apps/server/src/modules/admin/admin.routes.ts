import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import type { TAuthContext } from '../../core/auth-context';
import { defineRoute } from '../../core/route';
import { ADMIN_ROOM } from '../../realtime/realtime';

type TAdminSocket = { data: { auth: TAuthContext }; join: (room: string) => unknown };

/** Settings, Users, Login Report, Best Bet: client and manager (DECISIONS "Accounts"). */
export const ADMIN_ROLES = ['client', 'manager'] as const;
/** Report, Revenue and the audit log: the owner only. */
const OWNER = ['client'] as const;

/** The user, login-history, report and audit-log calls of the admin pages. */
export function registerAdminRoutes({
  app,
  resolveAuth,
  services,
  realtime,
}: TRouteContext<'admin' | 'reports' | 'audit'>): void {
  const { admin, reports, audit } = services;
  realtime.onConnection((socket: TAdminSocket) => {
    const role = socket.data.auth.user.role;
    if (role === 'client' || role === 'manager') void socket.join(ADMIN_ROOM);
  });

  defineRoute(app, resolveAuth, endpoints.getAlluser, {
    roles: ADMIN_ROLES,
    handler: async ({ query }) => ({ data: await admin.listUsers(query) }),
  });
  defineRoute(app, resolveAuth, endpoints.deleteUser, {
    roles: ADMIN_ROLES,
    handler: async ({ auth, body, request }) => {
      await admin.deleteUser(auth, body.userId);
      await audit.recordFor({ auth, request }, 'user.delete', body.userId);
      return { data: null, message: 'User deleted successfully.' };
    },
  });
  defineRoute(app, resolveAuth, endpoints.updatePassword, {
    roles: ADMIN_ROLES,
    handler: async ({ auth, body, request }) => {
      await admin.updatePassword(auth, body.userId, body.password);
      await audit.recordFor({ auth, request }, 'user.password', body.userId);
      return { data: null, message: 'User password updated successfully.' };
    },
  });
  defineRoute(app, resolveAuth, endpoints.getLoginData, {
    roles: ADMIN_ROLES,
    handler: async ({ body }) => ({ data: await admin.logins(body) }),
  });

  defineRoute(app, resolveAuth, endpoints.getAllnewuser, {
    roles: OWNER,
    handler: async ({ query }) => ({ data: await reports.trials(query) }),
  });
  defineRoute(app, resolveAuth, endpoints.getStateReport, {
    roles: OWNER,
    handler: async ({ query }) => ({ data: await reports.states(query) }),
  });
  defineRoute(app, resolveAuth, endpoints.getRevenue, {
    roles: OWNER,
    handler: async ({ body }) => ({ data: await reports.revenue(body.year) }),
  });
  defineRoute(app, resolveAuth, endpoints.exportReport, {
    roles: OWNER,
    handler: async ({ query }) => ({ data: await reports.exportCsv(query) }),
  });
  defineRoute(app, resolveAuth, endpoints.getAuditLog, {
    roles: OWNER,
    handler: async ({ query }) => ({ data: await audit.list(query) }),
  });
}
