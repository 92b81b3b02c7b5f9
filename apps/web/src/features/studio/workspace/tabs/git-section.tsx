import { gitRemoteQueryOptions, useGitRemote } from '@/api/git-sync/git-remote'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { GitState } from '@kiln/contract/git-sync'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { GitBranch, RefreshCw, Unplug } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'

const STATUS_TEXT: Record<GitState['status'], string> = {
  syncing: 'Syncing…',
  idle: 'In sync',
  conflict: 'Conflict',
  error: 'Sync failed',
}

/**
 * Git: connects the project to a branch of a remote (a token for private
 * ones, sealed by the server and never shown again). Each new version is
 * pushed as a commit; outside commits come back as versions (Pull now, the
 * periodic check or the webhook, whose secret is shown once, here).
 */
export function GitSection({ task }: { task: BuildTask }) {
  const { projectId } = task
  const queryClient = useQueryClient()
  const remote = useQuery(gitRemoteQueryOptions(projectId))
  const { connect, disconnect, pull } = useGitRemote(projectId)
  const [form, setForm] = useState({ url: '', branch: 'main', token: '' })
  const [secret, setSecret] = useState<string | null>(null)
  const git = remote.data
  const status = git?.status

  // A finished sync may have brought new versions.
  useEffect(() => {
    if (status && status !== 'syncing')
      void queryClient.invalidateQueries({
        queryKey: queryKeys.buildTasks.history(projectId),
      })
  }, [status, projectId, queryClient])

  function submit(event: FormEvent) {
    event.preventDefault()
    connect.mutate(
      {
        url: form.url.trim(),
        branch: form.branch.trim(),
        token: form.token.trim() || undefined,
      },
      {
        onSuccess: (data) => {
          setSecret(data.webhookSecret)
          setForm((old) => ({ ...old, token: '' }))
          toast.success('Connected to Git')
        },
      }
    )
  }

  return (
    <section aria-label="Git" className="space-y-3 rounded-lg border p-4">
      <div className="min-w-0 space-y-1">
        <h3 className="text-sm font-medium">Git</h3>
        <p className="text-muted-foreground text-sm">
          {git
            ? `Connected to ${git.url} (${git.branch}): ${STATUS_TEXT[git.status]}${git.lastSyncedAt ? `, last synced ${new Date(git.lastSyncedAt).toLocaleString()}` : ''}.`
            : 'Keep this project in two-way sync with a branch on GitHub, GitLab, Gitea or any Git server: each version becomes a commit, and commits made there come back as versions.'}
        </p>
      </div>
      {git?.lastError && (
        <p
          role="alert"
          className={
            git.status === 'conflict'
              ? 'text-sm text-amber-700 dark:text-amber-400'
              : 'text-destructive text-sm'
          }
        >
          {git.lastError}
        </p>
      )}
      {git ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={pull.isPending || git.status === 'syncing'}
            onClick={() => pull.mutate()}
          >
            <RefreshCw />
            Pull now
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => {
                  setSecret(null)
                  toast.success('Disconnected from Git')
                },
              })
            }
          >
            <Unplug />
            Disconnect
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="git-url">Repository URL</Label>
            <Input
              id="git-url"
              type="url"
              placeholder="https://github.com/you/your-app.git"
              value={form.url}
              onChange={(event) =>
                setForm((old) => ({ ...old, url: event.target.value }))
              }
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <Label htmlFor="git-branch">Branch</Label>
              <Input
                id="git-branch"
                value={form.branch}
                onChange={(event) =>
                  setForm((old) => ({ ...old, branch: event.target.value }))
                }
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="git-token">Access token</Label>
              <Input
                id="git-token"
                type="password"
                autoComplete="off"
                value={form.token}
                onChange={(event) =>
                  setForm((old) => ({ ...old, token: event.target.value }))
                }
              />
            </div>
          </div>
          <Button
            type="submit"
            size="sm"
            disabled={connect.isPending || !form.url.trim()}
          >
            <GitBranch />
            {connect.isPending ? 'Connecting...' : 'Connect'}
          </Button>
        </form>
      )}
      {git && secret && (
        <div className="space-y-1">
          <p className="text-muted-foreground text-sm">
            To pull on every push, add a webhook at your Git host with this URL
            and secret (shown only now):
          </p>
          <Input readOnly aria-label="Webhook URL" value={git.webhookUrl} />
          <Input readOnly aria-label="Webhook secret" value={secret} />
        </div>
      )}
    </section>
  )
}
