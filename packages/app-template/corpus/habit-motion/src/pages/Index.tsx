import { HabitItem, type Habit } from '@/components/HabitItem'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Progress } from '@/components/ui/progress'
import { AnimatePresence, motion } from 'framer-motion'
import { Plus } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { v4 as uuidv4 } from 'uuid'

const STORAGE_KEY = 'streaks-habits'

const starter: Habit[] = [
  { id: uuidv4(), name: 'Drink water', streak: 12, doneToday: true },
  { id: uuidv4(), name: 'Read 20 pages', streak: 4, doneToday: false },
  { id: uuidv4(), name: 'Walk 8,000 steps', streak: 0, doneToday: false },
]

function load(): Habit[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Habit[]) : starter
  } catch {
    return starter
  }
}

const Index = () => {
  const [habits, setHabits] = useState<Habit[]>(load)
  const [name, setName] = useState('')

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(habits))
  }, [habits])

  const done = habits.filter((h) => h.doneToday).length
  const percent = habits.length ? Math.round((done / habits.length) * 100) : 0

  const add = (e: FormEvent) => {
    e.preventDefault()
    if (!name.trim()) return
    setHabits((prev) => [
      ...prev,
      { id: uuidv4(), name: name.trim(), streak: 0, doneToday: false },
    ])
    setName('')
  }

  const toggle = (id: string) =>
    setHabits((prev) =>
      prev.map((h) => {
        if (h.id !== id) return h
        const doneToday = !h.doneToday
        if (doneToday) toast.success(`${h.name}: streak ${h.streak + 1}!`)
        return { ...h, doneToday, streak: h.streak + (doneToday ? 1 : -1) }
      })
    )

  const remove = (id: string) =>
    setHabits((prev) => prev.filter((h) => h.id !== id))

  return (
    <div className="min-h-screen bg-gradient-to-br from-orange-50 via-background to-rose-50 px-4 py-16">
      <div className="mx-auto max-w-lg">
        <motion.h1
          initial={{ opacity: 0, y: -10 }}
          animate={{ opacity: 1, y: 0 }}
          className="text-4xl font-bold tracking-tight"
        >
          Daily habits
        </motion.h1>
        <p className="mt-2 text-muted-foreground">
          {done} of {habits.length} done today
        </p>
        <Progress value={percent} className="mt-4 h-2" />
        <form onSubmit={add} className="mt-8 flex gap-2">
          <Input
            placeholder="Add a habit…"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" aria-label="Add habit">
            <Plus />
          </Button>
        </form>
        <ul className="mt-6 space-y-3">
          <AnimatePresence initial={false}>
            {habits.map((habit) => (
              <HabitItem
                key={habit.id}
                habit={habit}
                onToggle={toggle}
                onRemove={remove}
              />
            ))}
          </AnimatePresence>
        </ul>
      </div>
    </div>
  )
}

export default Index
