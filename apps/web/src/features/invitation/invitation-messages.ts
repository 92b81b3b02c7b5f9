/** docs/product.md §8: the stored messages shown on /home after an invitation redirect. */
export const INVITATION_ACCESS_MESSAGES = {
  noEmail:
    'Unable to retrieve email from authentication. Please try logging in again.',
  notAllowed:
    "You don't have permission to access invitation code management. Please contact your administrator.",
  failed: 'Failed to validate access permissions. Please try again later.',
} as const
