import { useState } from 'react'

const initial = ['Ship the release notes', 'Review the onboarding flow']

const Index = () => {
  const [tasks, setTasks] = useState(initial)
  const [draft, setDraft] = useState('')

  const add = () => {
    const name = draft.trim()
    if (!name) return
    setTasks((list) => [...list, name])
    setDraft('')
  }

  return (
    <main className="mx-auto max-w-xl space-y-6 p-8">
      <h1 className="page-title">Team standup</h1>
      <div className="flex gap-2">
        <input
          className="flex-1 rounded-md border px-3 py-2 focus:outline-none focus:ring"
          placeholder="What are you working on?"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="button" className="btn-primary" onClick={add}>
          Add task
        </button>
      </div>
      <ul className="space-y-3">
        {tasks.map((task) => (
          <li key={task} className="task-card">
            {task}
          </li>
        ))}
      </ul>
    </main>
  )
}

export default Index
