import type { BuildSettings } from '@dfs/optimizer';
import { answerOf, httpOf, type TTestServer } from '../../../test/test-http';
import { setUserFields, signUpAndLogin } from '../../../test/test-server';

export type { TTestServer } from '../../../test/test-http';

/** The usual NFL stack: a QB with two of his pass catchers (WR or TE). */
export const QB_WITH_TWO_CATCHERS: NonNullable<BuildSettings['stacks']>[number] = {
  parts: [
    { positions: ['QB'], count: 1 },
    { positions: ['WR', 'TE'], count: 2 },
  ],
};

/** A 150-lineup NFL build as a user sets one: the QB stack, 50 % max exposure, min unique 2. */
export const STACKED_BUILD: BuildSettings = {
  maxExposure: 0.5,
  minUnique: 2,
  stacks: [QB_WITH_TWO_CATCHERS],
};

/** A signed-in account on a plan, with `post` and `get` that call the API as it (answers as `answerOf`). */
export async function memberOn(server: TTestServer, plan: 'free' | 'premium' | 'platinum') {
  const member = await signUpAndLogin(server);
  const id = (member.user as { _id: string })._id;
  if (plan !== 'free') await setUserFields(server, id, { plantype: plan, status: 'active' });
  const http = httpOf(server, () => member.cookie);
  const post = async (url: string, payload: object = {}) => answerOf(await http.post(url, payload));
  const get = async (url: string) => answerOf(await http.get(url));
  return { ...member, id, post, get };
}

/** The first slate of a sport, operator and game type (the demo data has one of each). */
export async function slateOf(
  server: TTestServer,
  sport: string,
  operator = 'draftkings',
  gameType = 'classic',
): Promise<{ id: string; name: string }> {
  const slates = await server.ctx.services.slates.listSlates(sport as 'nfl', {
    operator: operator as 'draftkings',
    gameType: gameType as 'classic',
  });
  if (!slates[0]) throw new Error(`no ${sport} ${operator} ${gameType} slate`);
  return slates[0];
}

/** The slate's players as the API answers them (spec fields included). */
export async function playersOf(server: TTestServer, sport: string, slateId: string) {
  return (await server.ctx.services.slates.getPlayers(sport as 'nfl', slateId, null)).data.players;
}
