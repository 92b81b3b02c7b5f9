import { createElement, useEffect, useState } from 'react'

export function Typewriter({ words, className, speed = 60 }) {
  const [index, setIndex] = useState(0)
  const [length, setLength] = useState(0)
  const word = words[index % words.length] || ''
  useEffect(() => {
    const done = length >= word.length
    const timer = setTimeout(
      () => {
        if (done) {
          setIndex((i) => i + 1)
          setLength(0)
        } else setLength((n) => n + 1)
      },
      done ? 1500 : speed
    )
    return () => clearTimeout(timer)
  }, [length, word, speed])
  return createElement('span', { className, 'data-word': word }, word.slice(0, Math.max(length, 1)) || word)
}

export default Typewriter
