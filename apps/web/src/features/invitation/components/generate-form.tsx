import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { GenerateCodesResponse } from '@kiln/contract/invitations'
import { useState, type FormEvent } from 'react'
import { useGenerateCodes } from '../api/generate-codes'
import { GeneratedCodes } from './generated-codes'

const field = 'grid gap-1.5'
const selectClass =
  'border-input bg-transparent h-9 rounded-md border px-3 text-sm shadow-xs'

export function GenerateForm() {
  const generate = useGenerateCodes()
  const [count, setCount] = useState('1')
  const [uses, setUses] = useState('1')
  const [expires, setExpires] = useState('')
  const [grantType, setGrantType] = useState<'credits' | 'plan'>('credits')
  const [credits, setCredits] = useState('100')
  const [result, setResult] = useState<GenerateCodesResponse>()

  function submit(event: FormEvent) {
    event.preventDefault()
    generate.mutate(
      {
        count: Number(count),
        usesPerCode: Number(uses),
        expiresAt: expires ? new Date(expires).toISOString() : null,
        grant:
          grantType === 'plan'
            ? { type: 'plan', plan: 'pro' }
            : { type: 'credits', credits: Number(credits) },
      },
      { onSuccess: setResult }
    )
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="grid max-w-md gap-4">
        <div className={field}>
          <Label htmlFor="count">How many codes (1–100)</Label>
          <Input
            id="count"
            type="number"
            min={1}
            max={100}
            required
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </div>
        <div className={field}>
          <Label htmlFor="uses">Uses per code (1–1000)</Label>
          <Input
            id="uses"
            type="number"
            min={1}
            max={1000}
            required
            value={uses}
            onChange={(e) => setUses(e.target.value)}
          />
        </div>
        <div className={field}>
          <Label htmlFor="expires">Expires (optional)</Label>
          <Input
            id="expires"
            type="datetime-local"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
          />
        </div>
        <div className={field}>
          <Label htmlFor="grant">Grant</Label>
          <select
            id="grant"
            className={selectClass}
            value={grantType}
            onChange={(e) => setGrantType(e.target.value as 'credits' | 'plan')}
          >
            <option value="credits">Credits</option>
            <option value="plan">Pro plan for the current cycle</option>
          </select>
        </div>
        {grantType === 'credits' && (
          <div className={field}>
            <Label htmlFor="credits">Credits per redemption</Label>
            <Input
              id="credits"
              type="number"
              min={1}
              max={100000}
              required
              value={credits}
              onChange={(e) => setCredits(e.target.value)}
            />
          </div>
        )}
        <Button
          type="submit"
          disabled={generate.isPending}
          className="justify-self-start"
        >
          {generate.isPending ? 'Generating...' : 'Generate codes'}
        </Button>
      </form>
      {result && <GeneratedCodes codes={result.codes} />}
    </div>
  )
}
