declare function confetti(options?: confetti.Options): Promise<undefined> | null;
declare namespace confetti {
  interface Options {
    particleCount?: number;
    spread?: number;
    origin?: { x?: number; y?: number };
  }
  function reset(): void;
  function create(canvas?: HTMLCanvasElement): typeof confetti;
}
export = confetti;
