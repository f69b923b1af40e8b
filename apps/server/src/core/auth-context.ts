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

export type TAuthContext = {
  sessionId: string;
  user: TAuthUser;
  /**
   * A paid sign-up that has not paid (or whose plan ended) and has not verified its e-mail: the
   * session may only finish paying or verify the e-mail (routes marked `unverified`); every other
   * call answers the "verify your e-mail" refusal (docs/ACCOUNTS.md).
   */
  onlyPayOrVerify?: true;
};
