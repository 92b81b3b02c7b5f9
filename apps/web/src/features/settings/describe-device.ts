const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Firefox on Linux" from a User-Agent; the raw text when it is unknown. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser = BROWSERS.find(([test]) => test.test(userAgent))?.[1]
  const system = SYSTEMS.find(([test]) => test.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  if (browser || system) return (browser ?? system)!
  return userAgent.length > 60 ? `${userAgent.slice(0, 60)}…` : userAgent
}
