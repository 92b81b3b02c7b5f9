/** Who a user is to the other members: the users module's rows. */
export type AuthorProfiles = {
  findById: (
    userId: string
  ) => Promise<{ email: string; name: string | null } | undefined>
}

/**
 * Each author's display name (their name, else their e-mail), for the
 * versions and thread lines they asked for; a deleted account has none.
 */
export async function authorNames(
  profiles: AuthorProfiles | undefined,
  userIds: Iterable<string>
): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  if (!profiles) return names
  for (const userId of new Set(userIds)) {
    const profile = await profiles.findById(userId)
    if (profile) names.set(userId, profile.name?.trim() || profile.email)
  }
  return names
}
