import { endpoints } from '@dfs/contracts';
import type { TAppContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { createImportsService } from './imports.service';
import type { TSportsDataModules } from '../feeds/sports-data.module';

/** POST admin/importSalaries: an operator salary file creates or updates a slate (admins only). */
export function registerImportsRoutes({ app, resolveAuth }: TAppContext, data: TSportsDataModules): void {
  const imports = createImportsService({
    store: data.store,
    slates: data.slates,
    slatesRepo: data.slatesRepository,
  });
  defineRoute(app, resolveAuth, endpoints.importSalaries, {
    roles: ['client', 'manager'],
    bodyLimit: 3 * 1024 * 1024,
    handler: async ({ body }) => ({ data: await imports.importSalaries(body), message: 'Slate imported.' }),
  });
}
