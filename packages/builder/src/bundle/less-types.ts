/** The parts of `less` (which ships no types) the stylesheet step uses. */
declare module 'less' {
  const less: {
    FileManager: new () => object
    render(input: string, options: never): Promise<{ css: string }>
  }
  export default less
}
