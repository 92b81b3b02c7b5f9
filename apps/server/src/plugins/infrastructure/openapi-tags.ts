/** The areas of the API, in the order the reference page lists them. */
export const tags = [
  {
    name: 'Health',
    description: 'Liveness and readiness of the server, and of previews.',
  },
  {
    name: 'Auth',
    description: 'Sign-up, sign-in, tokens and sign-in with OIDC.',
  },
  { name: 'Users', description: 'Profiles.' },
  {
    name: 'API keys',
    description: "A user's keys for model providers and Figma.",
  },
  { name: 'Invitations', description: 'Invitation codes and the allow-list.' },
  { name: 'Billing', description: 'Plans and Stripe checkout.' },
  { name: 'Admin', description: 'For the addresses in ADMIN_EMAILS only.' },
  {
    name: 'Integrations',
    description: 'MCP servers and APIs a build may use.',
  },
  {
    name: 'Builds',
    description: 'Build tasks, their events, files and history.',
  },
  {
    name: 'Projects',
    description:
      'Renaming and deleting projects, their VITE_ variables and knowledge.',
  },
  { name: 'App data', description: "A generated app's data and its export." },
  { name: 'Sharing', description: 'Share links and cloning a shared project.' },
  {
    name: 'Workspaces',
    description: 'Workspaces, their members and roles, and invitations.',
  },
  { name: 'Debug', description: "A build's steps for its owner." },
]

type Tag = (typeof tags)[number]['name']

/** First match wins: more specific paths come first. */
const areas: [RegExp, Tag][] = [
  [/^\/api\/(preview-)?health(\/ready)?$/, 'Health'],
  [/^\/api\/(auth\/|refresh-token$)/, 'Auth'],
  [/^\/api\/users\/\{userId\}\/api-keys/, 'API keys'],
  [/^\/api\/users(\/|$)/, 'Users'],
  [/^\/api\/admin\//, 'Admin'],
  [/^\/api\/(salelist|invitation-codes)(\/|$)/, 'Invitations'],
  [/^\/api\/(plans|billing\/)/, 'Billing'],
  [
    /^\/api\/(search\/)?(mcp-servers|mcp-tools|mcp-oauth|apis)(\/|$)/,
    'Integrations',
  ],
  [/^\/api\/build_task\/\{id\}\/debug$/, 'Debug'],
  [/^\/api\/build_task\/\{id\}\/(data\/|export)/, 'App data'],
  [/^\/api\/(share\/|build_project\/\{projectId\}\/share)/, 'Sharing'],
  [/^\/api\/build_project\/(estimate|plan)$/, 'Builds'],
  [/^\/api\/build_project\//, 'Projects'],
  [/^\/api\/(build_task|new_build$|models$)/, 'Builds'],
  [/^\/api\/workspace(s|_invitations)(\/|$)/, 'Workspaces'],
]

/** The area of an OpenAPI path (`/api/build_task/{id}`); "Other" if none fits. */
export function tagFor(path: string): string {
  return areas.find(([pattern]) => pattern.test(path))?.[1] ?? 'Other'
}
