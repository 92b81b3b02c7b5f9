import type { ThreadMessage as Message } from '@kiln/contract/build-tasks'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ThreadMessage } from './thread-message'

const edit: Message = {
  _id: '7',
  taskId: 'task-2',
  role: 'assistant',
  kind: 'edit',
  content:
    'Edited src/App.tsx (+1 -1)\n@@ -1,3 +1,3 @@\n export function App() {\n-  return <h1>Hello</h1>\n+  return <h1>Hi there</h1>\n }',
  status: null,
  credits: null,
  authorName: null,
  createdAt: '2026-11-23T10:00:00.000Z',
}

describe('thread edit lines', () => {
  it('shows an edit as its summary opening to the short diff, not the file', async () => {
    render(<ThreadMessage message={edit} />)
    const summary = screen.getByText('Edited src/App.tsx (+1 -1)')
    const diff = screen.getByLabelText('Diff of Edited src/App.tsx (+1 -1)')
    expect(diff).not.toBeVisible()
    await userEvent.click(summary)
    expect(diff).toBeVisible()
    expect(diff).toHaveTextContent('- return <h1>Hello</h1>')
    expect(diff).toHaveTextContent('+ return <h1>Hi there</h1>')
  })

  it('shows a created file as one line', () => {
    render(
      <ThreadMessage
        message={{ ...edit, content: 'Created src/Menu.tsx (+40 -0)' }}
      />
    )
    expect(screen.getByText('Created src/Menu.tsx (+40 -0)')).toBeVisible()
    expect(screen.queryByLabelText(/Diff of/)).toBeNull()
  })
})

describe('thread tool lines', () => {
  it('shows an integration tool call as one line of text', () => {
    render(
      <ThreadMessage
        message={{
          ...edit,
          kind: 'tool',
          content: 'Everything › echo → Echo: <b>hi</b>',
        }}
      />
    )
    const line = screen.getByLabelText('Integration tool call')
    expect(line).toHaveTextContent('Everything › echo → Echo: <b>hi</b>')
    expect(line.querySelector('b')).toBeNull()
  })
})

describe('thread costs and plans', () => {
  const prompt: Message = {
    ...edit,
    role: 'user',
    kind: 'prompt',
    content: 'Add a FAQ',
  }

  it('shows what each prompt cost once its build ended', () => {
    const { rerender } = render(
      <ThreadMessage message={{ ...prompt, credits: 2 }} />
    )
    expect(screen.getByText('Cost: 2 credits')).toBeVisible()
    rerender(<ThreadMessage message={{ ...prompt, credits: 1 }} />)
    expect(screen.getByText('Cost: 1 credit')).toBeVisible()
    rerender(<ThreadMessage message={{ ...prompt, credits: 0 }} />)
    expect(screen.getByText('Cost: free')).toBeVisible()
    rerender(<ThreadMessage message={{ ...prompt, credits: null }} />)
    expect(screen.queryByText(/^Cost:/)).toBeNull()
  })

  it('lets the user edit a plan and build it', async () => {
    const built: string[] = []
    render(
      <ThreadMessage
        message={{
          ...edit,
          kind: 'proposal',
          content: 'What will change:\n- A FAQ section',
        }}
        onBuildPlan={(plan) => built.push(plan)}
        canBuildPlan
      />
    )
    const box = screen.getByRole('textbox', {
      name: 'Proposed plan (edit it before building)',
    })
    expect(box).toHaveValue('What will change:\n- A FAQ section')
    await userEvent.type(box, '\n- A team section')
    await userEvent.click(
      screen.getByRole('button', { name: 'Build this plan' })
    )
    expect(built).toEqual([
      'What will change:\n- A FAQ section\n- A team section',
    ])
  })

  it('cannot build a plan while a build runs', () => {
    render(
      <ThreadMessage
        message={{ ...edit, kind: 'proposal', content: 'A plan' }}
        onBuildPlan={() => {}}
        canBuildPlan={false}
      />
    )
    expect(
      screen.getByRole('button', { name: 'Build this plan' })
    ).toBeDisabled()
  })
})
