'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import type { User } from './user-types';

export const meKey = (userId: string) => ['me', userId] as const;
export const userPath = (action: string, userId: string) =>
  `/api/v1/user/${action}/${encodeURIComponent(userId)}`;

/** The signed-in user's own record. */
export function useMe(userId: string) {
  return useQuery({
    queryKey: meKey(userId),
    queryFn: () => apiRequest<User>('GET', userPath('me', userId)),
  });
}

/** A change to the user's record; the record is read again once it succeeds. */
export function useUserMutation<Input, Answer>(
  userId: string,
  send: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey(userId) }),
  });
}
