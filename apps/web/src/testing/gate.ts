/**
 * A promise a mocked handler awaits until the test releases it, so a
 * pending state can be asserted however slow the machine is.
 */
export function gate() {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { released, release }
}
