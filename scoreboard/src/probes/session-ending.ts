/**
 * Whether a call ends the caller's session (SPEC: sign-out, a refreshed
 * token, a session revoked, a password changed): probes that reuse a user
 * send these last, or as a throwaway user, or not at all.
 */
export const endsSession = (op: { method: string; path: string }) =>
  /\/auth\/logout$|\/refresh-token$|\/auth\/password$/.test(op.path) ||
  (/\/auth\/sessions/.test(op.path) && op.method.toUpperCase() !== 'GET')
