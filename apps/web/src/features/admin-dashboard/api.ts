import { paths } from '@souq/domain/paths';
import type { AdminDashboard, DashboardDays } from '@souq/domain/schemas/admin-dashboard';
import { withQuery } from '@souq/domain/url';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/admin/dashboard for one range; the previous range stays on screen while it loads. */
export const adminDashboardQuery = (days: DashboardDays) =>
  queryOptions({
    queryKey: ['admin-dashboard', days],
    queryFn: ({ signal }) =>
      http<AdminDashboard>(withQuery(paths.api.adminDashboard(), { days }), { signal }),
    placeholderData: keepPreviousData,
  });
