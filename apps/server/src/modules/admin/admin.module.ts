import type { Db } from '../../db/client';
import { createAdminRepository } from './admin.repository';
import { createAdminService, type TAdminDeps } from './admin.service';
import { createAuditRepository } from './audit.repository';
import { createAuditService } from './audit.service';
import { createReportsRepository } from './reports.repository';
import { createReportsService } from './reports.service';

/** The admin services: users and login history, reports, and the audit log of admin writes. */
export function createAdminModules(db: Db, deps: TAdminDeps) {
  return {
    admin: createAdminService(createAdminRepository(db), deps),
    reports: createReportsService(createReportsRepository(db)),
    audit: createAuditService(createAuditRepository(db)),
  };
}
