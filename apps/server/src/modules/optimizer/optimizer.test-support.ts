import { json, setUserFields, signUpAndLogin, startTestServer } from '../../../test/test-server';

export type TTestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A signed-in account on a plan, with helpers to call the API as it. */
export async function memberOn(server: TTestServer, plan: 'free' | 'premium' | 'platinum') {
  const member = await signUpAndLogin(server);
  const id = (member.user as { _id: string })._id;
  if (plan !== 'free') await setUserFields(server, id, { plantype: plan, status: 'active' });
  const post = async (url: string, payload: object = {}) => {
    const res = await server.app.inject({ method: 'POST', url, payload, headers: { cookie: member.cookie } });
    return { status: res.statusCode, ...json(res) };
  };
  const get = async (url: string) => {
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    return { status: res.statusCode, ...json(res) };
  };
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
  return (await server.ctx.services.slates.getPlayers(sport as 'nfl', slateId)).data.players;
}
