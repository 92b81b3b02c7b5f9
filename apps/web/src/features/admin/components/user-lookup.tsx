import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { adminUserQueryOptions } from '../api/admin-user'
import { CreditChangeForm } from './credit-change-form'
import { LedgerTable } from './ledger-table'
import { UserSummary } from './user-summary'

export function UserLookup() {
  const [input, setInput] = useState('')
  const [email, setEmail] = useState('')
  const found = useQuery(adminUserQueryOptions(email))

  function submit(event: FormEvent) {
    event.preventDefault()
    setEmail(input.trim().toLowerCase())
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="flex max-w-md items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="user-email">User e-mail</Label>
          <Input
            id="user-email"
            type="email"
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!input.trim()}>
          Find user
        </Button>
      </form>
      {found.isFetching && !found.data && (
        <p className="text-muted-foreground text-sm">Looking up...</p>
      )}
      {found.isError && (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(found.error)}
        </p>
      )}
      {found.data && (
        <div className="space-y-6">
          <UserSummary user={found.data.user} />
          <CreditChangeForm userId={found.data.user.userId} />
          <LedgerTable ledger={found.data.ledger} />
        </div>
      )}
    </div>
  )
}
