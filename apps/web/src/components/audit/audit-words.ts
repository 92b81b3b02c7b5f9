import type { AuditEvent } from '@kiln/contract/audit'

const quoted = (value: string | null | undefined) =>
  value ? `“${value}”` : 'something'

/** Who acted, in words: their name or address; their account may be gone. */
export const actorName = (event: AuditEvent) =>
  event.actor ? (event.actor.name ?? event.actor.email) : 'A deleted account'

/** What happened, in plain words (after the actor's name). */
export function auditWhat(event: AuditEvent): string {
  const { details, target } = event
  const name = target.name ?? 'someone'
  const project = quoted(details.project ?? target.name)
  switch (event.action) {
    case 'invitation.sent':
      return `invited ${name} as ${details.role ?? 'member'}`
    case 'invitation.revoked':
      return `revoked the invitation of ${name}`
    case 'invitation.accepted':
      return `joined as ${details.role ?? 'member'}`
    case 'member.role_changed':
      return `changed the role of ${name} from ${details.from} to ${details.to}`
    case 'member.removed':
      return `removed ${name}`
    case 'member.left':
      return 'left the workspace'
    case 'member.credit_cap_changed':
      return details.to === 'none'
        ? `removed the monthly credit cap of ${name}`
        : `capped ${name} at ${details.to} credits a month`
    case 'workspace.created':
      return `created the workspace ${quoted(target.name)}`
    case 'workspace.renamed':
      return `renamed the workspace from ${quoted(details.from)} to ${quoted(details.to)}`
    case 'workspace.ownership_transferred':
      return `transferred ownership to ${name}`
    case 'workspace.deleted':
      return `deleted the workspace ${quoted(target.name)}`
    case 'project.published':
      return `published ${quoted(target.name)}${details.version ? ` (version ${details.version})` : ''}`
    case 'project.unpublished':
      return `unpublished ${quoted(target.name)}`
    case 'project.deleted':
      return `deleted the project ${quoted(target.name)}`
    case 'git.connected':
      return `connected ${quoted(target.name)} to ${details.repository ?? 'a Git repository'}${details.branch ? ` (${details.branch})` : ''}`
    case 'git.disconnected':
      return `disconnected ${quoted(target.name)} from Git`
    case 'api.granted':
      return `let ${project} call the API ${quoted(target.name)}`
    case 'api.revoked':
      return `stopped ${project} calling the API ${quoted(target.name)}`
    case 'api.created':
      return `added the API ${quoted(target.name)}`
    case 'api.secret_changed':
      return `changed the secret of the API ${quoted(target.name)}`
    case 'api.deleted':
      return `deleted the API ${quoted(target.name)}`
    case 'mcp_server.added':
      return `added the MCP server ${quoted(target.name)}`
    case 'mcp_server.removed':
      return `removed the MCP server ${quoted(target.name)}`
    case 'provider_key.saved':
      return `saved their own ${target.name ?? 'provider'} key`
    case 'provider_key.removed':
      return `removed their own ${target.name ?? 'provider'} key`
    case 'workspace_key.saved':
      return `saved the workspace's ${target.name ?? 'service'} key`
    case 'workspace_key.removed':
      return `removed the workspace's ${target.name ?? 'service'} key`
  }
}

/** When, in the reader's locale. */
export const auditWhen = (event: AuditEvent) =>
  new Date(event.createdAt).toLocaleString()
