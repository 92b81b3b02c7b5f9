import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { invitationCodesQueryOptions } from '../api/get-codes'
import { useRevokeCode } from '../api/revoke-code'
import { codeStatus, formatDate, grantLabel } from './grant-label'

export function CodesTable() {
  const {
    data: codes,
    isPending,
    isError,
  } = useQuery(invitationCodesQueryOptions())
  const revoke = useRevokeCode()
  const [now] = useState(() => Date.now())
  if (isPending)
    return <p className="text-muted-foreground">Loading codes...</p>
  if (isError) return <p role="alert">Failed to load your codes.</p>
  if (codes.length === 0)
    return (
      <p className="text-muted-foreground">
        You have not generated any codes yet.
      </p>
    )
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-muted-foreground border-b">
        <tr>
          <th className="py-2">Code</th>
          <th>Grant</th>
          <th>Uses left</th>
          <th>Expires</th>
          <th>Status</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id} className="border-b">
            <td className="py-2 font-mono">{code.hint}</td>
            <td>{grantLabel(code.grant)}</td>
            <td>
              {code.usesLeft} of {code.usesTotal}
            </td>
            <td>{formatDate(code.expiresAt)}</td>
            <td>
              <Badge variant="outline">{codeStatus(code, now)}</Badge>
            </td>
            <td className="text-right">
              {!code.revokedAt && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(code.id, {
                      onSuccess: () => toast.success('Code revoked.'),
                    })
                  }
                >
                  Revoke
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
