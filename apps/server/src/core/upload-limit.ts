import { IMPORT_MAX_CHARS } from '@dfs/contracts';

/**
 * Body limit of the calls that carry a CSV file as a JSON string (salary, projection and entries
 * files): room for the largest file with every character escaped, and under the 2 MB line past
 * which a body is refused as oversized (413).
 */
export const UPLOAD_BODY_LIMIT = 2 * IMPORT_MAX_CHARS + 64 * 1024;
