import { paths } from '@souq/domain/paths';
import type {
  CompleteProfileInput,
  MeResponse,
  Preferences,
  UpdateProfileInput,
} from '@souq/domain/schemas/accounts';
import { http } from '@/lib/http';

/** The profile calls of the contract; each answers with the new GET /api/me body. */
export function completeProfile(input: CompleteProfileInput): Promise<MeResponse> {
  return http(paths.api.completeProfile(), {
    method: 'POST',
    body: { ...input, phone: input.phone ?? '' },
  });
}

export function updateProfile(input: UpdateProfileInput): Promise<MeResponse> {
  return http(paths.api.profile(), { method: 'PATCH', body: input });
}

export function updatePreferences(preferences: Preferences): Promise<MeResponse> {
  return http(paths.api.preferences(), { method: 'PUT', body: preferences });
}
