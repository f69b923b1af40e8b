import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { clientGone } from '../../core/client-gone';
import { requireSelfOrRole } from '../../core/ownership';
import { defineRoute } from '../../core/route';
import { UPLOAD_BODY_LIMIT } from '../../core/upload-limit';

/** createbuild, the anonymous preview, swaps and late swap (per sport). */
function registerBuildRoutes({ app, resolveAuth, services }: TRouteContext<'builds'>): void {
  const { builds } = services;
  defineRoute(app, resolveAuth, endpoints.createBuild, {
    handler: ({ params, body, auth, reply }) =>
      builds.create(auth.user, params.sport, body, clientGone(reply)),
  });
  defineRoute(app, resolveAuth, endpoints.cancelBuild, {
    handler: async ({ body, auth }) => {
      const cancelled = await builds.cancel(auth.user, body.buildId);
      return { data: { cancelled }, message: cancelled ? 'Build cancelled.' : 'No build running.' };
    },
  });
  defineRoute(app, resolveAuth, endpoints.previewPlayers, {
    auth: false,
    handler: async ({ params }) => ({ encoded: await builds.previewPlayers(params.sport) }),
  });
  defineRoute(app, resolveAuth, endpoints.previewBuild, {
    auth: false,
    handler: ({ params, body, request, reply }) =>
      builds.preview(params.sport, request.ip, body.settings, clientGone(reply)),
  });
  defineRoute(app, resolveAuth, endpoints.getSwapPlayers, {
    handler: async ({ params, body, auth }) => ({
      data: await builds.swapCandidates(auth.user, params.sport, body),
    }),
  });
  defineRoute(app, resolveAuth, endpoints.lateSwap, {
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async ({ params, body, auth, reply }) => ({
      data: await builds.lateSwap(auth.user, params.sport, body, clientGone(reply)),
    }),
  });
  defineRoute(app, resolveAuth, endpoints.getSlatClients, {
    handler: async ({ body, auth }) => ({ data: await builds.usage(auth.user, body.slateId) }),
  });
}

/** The user's settings on a slate: lock/exclude, exposures, projections, team stacks, top plays. */
function registerSlateStateRoutes({ app, resolveAuth, services }: TRouteContext<'slateState'>): void {
  const { slateState } = services;
  defineRoute(app, resolveAuth, endpoints.getSlateState, {
    handler: async ({ body, auth }) => ({ data: await slateState.state(auth.user.id, body.slateId) }),
  });
  defineRoute(app, resolveAuth, endpoints.lockPlayer, {
    handler: async ({ body, auth }) => ({
      data: await slateState.mark(auth.user, body.slateId, body.playerId, body.type),
      message: body.type === 'lock' ? 'Player locked.' : 'Player excluded.',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.unlockPlayer, {
    handler: async ({ body, auth }) => ({
      data: await slateState.unmark(auth.user, body.slateId, body.playerId),
      message: 'Player unlocked.',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.resetSlat, {
    handler: async ({ body, auth }) => ({
      data: await slateState.reset(auth.user, body.slateId),
      message: 'Players has been reset.',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.setPlayerSettings, {
    handler: async ({ body, auth }) => ({
      data: await slateState.setMany(auth.user, body),
      message: `${body.players.length} player${body.players.length === 1 ? '' : 's'} updated.`,
    }),
  });
  defineRoute(app, resolveAuth, endpoints.setExposure, {
    handler: async ({ body, auth }) => ({
      data: await slateState.setExposure(auth.user, body),
      message: 'Exposure set.',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.getExposure, {
    handler: async ({ body, auth }) => ({ data: await slateState.exposures(auth.user, body.slateId) }),
  });
  defineRoute(app, resolveAuth, endpoints.setProjection, {
    handler: async ({ body, auth }) => ({
      data: await slateState.setProjection(auth.user, body.slateId, body.playerId, body.projection),
      message: 'Projection saved.',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.submitCsvProjection, {
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async ({ body, auth }) => {
      const report = await slateState.uploadProjections(auth.user, body);
      return { data: report, message: `${report.applied} of ${report.rows} rows applied.` };
    },
  });
  for (const def of [endpoints.playerPerTeam, endpoints.mlbplayerPerTeam]) {
    defineRoute(app, resolveAuth, def, {
      handler: async ({ body, auth }) => ({
        data: await slateState.setTeamStacks(auth.user, body.slateId, body.teams),
        message: 'Team stacks saved.',
      }),
    });
  }
  defineRoute(app, resolveAuth, endpoints.setRules, {
    handler: async ({ body, auth }) => ({
      data: await slateState.setRules(auth.user, body.slateId, body.rules),
      message: 'Lineup rules saved.',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.setTopPlays, {
    handler: async ({ body, auth }) => ({
      data: await slateState.setTopPlays(auth.user, body.slateId, body.playerIds),
      message: 'Top plays saved.',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.setProjectionBlend, {
    handler: async ({ body, auth }) => ({
      data: await slateState.setBlend(auth.user, body.slateId, body.weight),
      message: `Builds use ${Math.round(body.weight * 100)}% of your projections.`,
    }),
  });
  defineRoute(app, resolveAuth, endpoints.getTopplays, {
    handler: async ({ body, auth }) => ({ data: await slateState.topPlays(auth.user, body.slateId) }),
  });
}

/** Saved builds and the lineups last on screen. */
function registerSavedRoutes({ app, resolveAuth, services }: TRouteContext<'savedBuilds' | 'builds'>): void {
  const saved = services.savedBuilds;
  defineRoute(app, resolveAuth, endpoints.saveLineup, {
    handler: async ({ body, auth }) => ({
      data: await saved.save(auth.user, body),
      message: 'Build saved successfully.',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.updateLineup, {
    handler: async ({ body, auth }) => ({
      data: await saved.update(auth.user, body),
      message: 'Build saved!',
    }),
  });
  defineRoute(app, resolveAuth, endpoints.deleteLineup, {
    handler: async ({ body, auth }) => {
      await saved.remove(auth.user, body.id);
      return { data: null, message: 'Build deleted.' };
    },
  });
  defineRoute(app, resolveAuth, endpoints.getAllBuild, {
    handler: async ({ params, query, auth }) => {
      requireSelfOrRole(auth, params.id);
      return { data: await saved.list(auth.user, query.sport) };
    },
  });
  defineRoute(app, resolveAuth, endpoints.getLineup, {
    handler: async ({ params, auth }) => ({ data: await saved.get(auth.user, params.id) }),
  });
  defineRoute(app, resolveAuth, endpoints.saveLastLineup, {
    handler: async ({ body, auth }) => {
      await saved.saveLast(auth.user, body.slateId, body.allTeams);
      return { data: null };
    },
  });
  defineRoute(app, resolveAuth, endpoints.getLastLineup, {
    handler: async ({ body, auth }) => {
      // A build whose server died is stored here, by whichever instance the reload reaches.
      await services.builds.recoverBuilds(auth.user, body.slateId);
      return { data: await saved.last(auth.user, { slateId: body.slateId }) };
    },
  });
  defineRoute(app, resolveAuth, endpoints.getUserLastLineup, {
    handler: async ({ body, auth }) => ({ data: await saved.last(auth.user, { sport: body.sport }) }),
  });
}

/** Rule templates: build settings saved under a name per sport. */
function registerTemplateRoutes({ app, resolveAuth, services }: TRouteContext<'ruleTemplates'>): void {
  const templates = services.ruleTemplates;
  defineRoute(app, resolveAuth, endpoints.getRuleTemplates, {
    handler: async ({ body, auth }) => ({ data: await templates.list(auth.user, body.sport) }),
  });
  defineRoute(app, resolveAuth, endpoints.saveRuleTemplate, {
    handler: async ({ body, auth }) => ({
      data: await templates.save(auth.user, body),
      message: `Template "${body.name}" saved.`,
    }),
  });
  defineRoute(app, resolveAuth, endpoints.deleteRuleTemplate, {
    handler: async ({ body, auth }) => {
      await templates.remove(auth.user, body.id);
      return { data: null, message: 'Template deleted.' };
    },
  });
}

/** Every optimizer call (SPEC section 7: createbuild, getswapplayers and the user/ optimizer calls). */
export function registerOptimizerRoutes(
  ctx: TRouteContext<'builds' | 'slateState' | 'savedBuilds' | 'ruleTemplates'>,
): void {
  registerBuildRoutes(ctx);
  registerSlateStateRoutes(ctx);
  registerSavedRoutes(ctx);
  registerTemplateRoutes(ctx);
}
