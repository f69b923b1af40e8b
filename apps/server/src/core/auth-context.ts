import type { TPlan, TRole, TStatus } from '@dfs/contracts';

/** The signed-in user as services see it: read from the database on every request, never the browser. */
export type TAuthUser = {
  id: string;
  userName: string;
  email: string;
  role: TRole;
  status: TStatus;
  plantype: TPlan;
};

export type TAuthContext = { sessionId: string; user: TAuthUser };
