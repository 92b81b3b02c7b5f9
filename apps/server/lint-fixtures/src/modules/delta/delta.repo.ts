export const deltaRows = () => ['row']
