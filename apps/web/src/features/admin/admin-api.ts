import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminEndpoints,
  feedEndpoints,
  type TEndpointData,
  type TExportQuery,
  type TImportSalariesRequest,
  type TLoginDataRequest,
  type TStateQuery,
  type TTrialsQuery,
  type TUserListQuery,
  type TUpdateServerRequest,
} from '@dfs/contracts';
import { apiCall } from '../../shared/api/api-client';
import { layoutKeys } from '../layout';

/** Query keys of the admin pages. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (q: TUserListQuery) => ['admin', 'users', q] as const,
  processes: ['admin', 'processes'] as const,
  logins: (q: TLoginDataRequest) => ['admin', 'logins', q] as const,
  trials: (q: TTrialsQuery) => ['admin', 'trials', q] as const,
  states: (q: TStateQuery) => ['admin', 'states', q] as const,
  revenue: (year: string) => ['admin', 'revenue', year] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};

/** Query strings carry only the filters that are set. */
const asQuery = (q: object) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

/** A server-paginated table: the previous page stays on screen while the next one loads. */
const usePagedTable = <T>(queryKey: readonly unknown[], read: () => Promise<{ data: T }>) =>
  useQuery({ queryKey, placeholderData: keepPreviousData, queryFn: async () => (await read()).data });

export const useUsers = (q: TUserListQuery) =>
  usePagedTable(adminKeys.users(q), () => apiCall(adminEndpoints.getAlluser, {}, undefined, asQuery(q)));

export const useLogins = (q: TLoginDataRequest) =>
  usePagedTable(adminKeys.logins(q), () => apiCall(adminEndpoints.getLoginData, q));

export const useTrials = (q: TTrialsQuery) =>
  usePagedTable(adminKeys.trials(q), () => apiCall(adminEndpoints.getAllnewuser, {}, undefined, asQuery(q)));

export const useStates = (q: TStateQuery) =>
  usePagedTable(adminKeys.states(q), () => apiCall(adminEndpoints.getStateReport, {}, undefined, asQuery(q)));

export const useRevenue = (year: string) =>
  useQuery({
    queryKey: adminKeys.revenue(year),
    queryFn: async () => (await apiCall(adminEndpoints.getRevenue, { year })).data,
  });

export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiCall(adminEndpoints.getAuditLog, {}, undefined, asQuery({ page }))).data,
  });

/** Feed processes; a realtime event refetches them, and a slow poll catches runs that fail. */
export const useProcesses = () =>
  useQuery({
    queryKey: adminKeys.processes,
    refetchInterval: 30_000,
    queryFn: async () => (await apiCall(feedEndpoints.getServerDetails)).data,
  });

/** Every admin write refreshes every admin table (a delete changes users, reports and the audit log). */
function useAdminWrite<B>(call: (body: B) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useDeleteUser = () =>
  useAdminWrite((userId: string) => apiCall(adminEndpoints.deleteUser, { userId }));
export const useUpdatePassword = () =>
  useAdminWrite((body: { userId: string; password: string }) => apiCall(adminEndpoints.updatePassword, body));
export const useUpdateServer = () =>
  useAdminWrite((body: TUpdateServerRequest) => apiCall(feedEndpoints.updateServer, body));

/** An operator salary file imported as a slate (listed for every user); the slate lists refetch. */
export function useImportSalaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TImportSalariesRequest) => apiCall(feedEndpoints.importSalaries, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: layoutKeys.all }),
  });
}

/** Fetches a report's whole result as CSV and saves it through the browser. */
export async function downloadReport(q: TExportQuery): Promise<TEndpointData<'exportReport'>> {
  const { data } = await apiCall(adminEndpoints.exportReport, {}, undefined, asQuery(q));
  const url = URL.createObjectURL(new Blob([data.csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: data.fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return data;
}
