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
