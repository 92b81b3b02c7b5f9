export const createGammaRepo = () => ({ rows: () => ['row'] })
