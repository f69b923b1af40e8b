import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { UPLOAD_BODY_LIMIT } from '../../core/upload-limit';
import { pastGamesNote } from './imports.service';

/**
 * POST admin/importSalaries and admin/importProjections: operator salary files create or update a
 * slate, projection files set its projections (admins only). POST user/uploadSalaries: a user's own
 * salary file becomes a slate of theirs alone.
 */
export function registerImportsRoutes(ctx: TRouteContext<'imports' | 'audit'>): void {
  const { app, resolveAuth } = ctx;
  const { imports } = ctx.services;
  defineRoute(app, resolveAuth, endpoints.importSalaries, {
    roles: ['client', 'manager'],
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async ({ auth, body, request }) => {
      const data = await imports.importSalaries({ ...body, viewer: auth.user.id });
      const target = data.slate?.SlateID ?? body.name ?? 'new slate';
      await ctx.services.audit.recordFor({ auth, request }, 'import.salaries', target);
      const past = pastGamesNote(data.slate);
      return { data, message: past ? `Slate imported. ${past}` : 'Slate imported.' };
    },
  });
  defineRoute(app, resolveAuth, endpoints.uploadSalaries, {
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async ({ auth, body }) => {
      const data = await imports.uploadOwnSalaries(auth.user, body);
      const past = pastGamesNote(data.slate);
      const players = `${data.imported} players, projections from their average points`;
      return {
        data,
        message: past ? `Your slate is saved (${players}). ${past}` : `Your slate is ready: ${players}.`,
      };
    },
  });
  defineRoute(app, resolveAuth, endpoints.importProjections, {
    roles: ['client', 'manager'],
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async ({ auth, body, request }) => {
      const report = await imports.importProjections({ ...body, viewer: auth.user.id });
      await ctx.services.audit.recordFor({ auth, request }, 'import.projections', body.slateId);
      const note = rejectedNote(report.rejectedCount, report.rejected.length);
      return { data: report, message: `Projections imported${note}.` };
    },
  });
}

/** The rejected rows of a projection import in the answer's message: every one counted, the listed ones said. */
function rejectedNote(count: number, listed: number): string {
  if (count === 0) return '';
  const rows = `${count.toLocaleString('en-US')} row${count === 1 ? '' : 's'} rejected`;
  return listed < count ? `; ${rows} (the first ${listed} are listed)` : `; ${rows}`;
}
