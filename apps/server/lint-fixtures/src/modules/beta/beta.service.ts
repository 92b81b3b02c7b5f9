export const betaRows = () => ['row']
