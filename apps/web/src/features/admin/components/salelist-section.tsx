import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { useState, type FormEvent } from 'react'
import { useAddSalelistEntry } from '../api/add-salelist-entry'
import { useSalelist } from '../api/get-salelist'
import { useRemoveSalelistEntry } from '../api/remove-salelist-entry'

/** The invitation allow-list: who may manage invitation codes. */
export function SalelistSection() {
  const salelist = useSalelist()
  const [email, setEmail] = useState('')
  const add = useAddSalelistEntry({
    mutationConfig: {
      onSuccess: (entry) => {
        toast.success(`Added ${entry.email}.`)
        setEmail('')
      },
    },
  })
  const remove = useRemoveSalelistEntry({
    mutationConfig: {
      onSuccess: (_, removed) => toast.success(`Removed ${removed}.`),
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    add.mutate(email.trim())
  }

  return (
    <section aria-labelledby="salelist-heading" className="space-y-4">
      <h2 id="salelist-heading" className="text-xl font-semibold">
        Invitation allow-list
      </h2>
      <form onSubmit={submit} className="flex max-w-md items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="salelist-email">E-mail to allow</Label>
          <Input
            id="salelist-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!email.trim() || add.isPending}>
          Add
        </Button>
      </form>
      {salelist.isPending ? (
        <p className="text-muted-foreground text-sm">Loading...</p>
      ) : salelist.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(salelist.error)}
        </p>
      ) : salelist.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No e-mails on the allow-list yet.
        </p>
      ) : (
        <ul aria-label="Allowed e-mails" className="divide-y text-sm">
          {salelist.data.map((entry) => (
            <li
              key={entry.email}
              className="flex items-center justify-between gap-4 py-2"
            >
              <span>
                {entry.email}
                <span className="text-muted-foreground block text-xs">
                  Added {new Date(entry.createdAt).toLocaleDateString()}
                  {entry.addedBy ? ` by ${entry.addedBy}` : ''}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Remove ${entry.email}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(entry.email)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
